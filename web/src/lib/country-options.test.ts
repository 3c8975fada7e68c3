import { describe, expect, it } from 'vitest';
import { buildCountryOptions, foldForSearch, searchCountryOptions } from './country-options.ts';

const english = buildCountryOptions('en');

/** The ISO codes a search offers, best first. */
function found(query: string, options = english): string[] {
  return searchCountryOptions(options, query).map((option) => option.value);
}

describe('country options', () => {
  it('label each country with its dial code and name, sorted by name', () => {
    const labels = new Map(english.map((option) => [option.value, option.label]));
    expect(labels.get('US')).toBe('+1 United States');
    expect(labels.get('GB')).toBe('+44 United Kingdom');
    expect(labels.get('JM')).toBe('+1 876/658 Jamaica');
    expect(labels.get('JE')).toBe('+44 1534 Jersey');
    const names = english.map((option) => option.name);
    expect(names.indexOf('Jamaica')).toBeLessThan(names.indexOf('Japan'));
  });

  it('names the countries in the interface language', () => {
    const french = buildCountryOptions('fr');
    expect(french.find((option) => option.value === 'DE')?.name).toBe('Allemagne');
    expect(french.find((option) => option.value === 'GB')?.label).toBe('+44 Royaume-Uni');
  });
});

describe('country search', () => {
  it.each([
    ['+1 876', 'JM'],
    ['1876', 'JM'],
    ['+1876', 'JM'],
    ['+1 658', 'JM'],
    ['+1 939', 'PR'],
    ['+1 849', 'DO'],
    ['+1 (242)', 'BS'],
    ['+44 1534', 'JE'],
    ['441534', 'JE'],
    ['+44-1481', 'GG'],
    ['+44 1624', 'IM'],
    ['+91', 'IN'],
    ['0044', 'GB'],
  ])('offers, for %s, %s first', (query, iso) => {
    expect(found(query)[0]).toBe(iso);
  });

  it('offers an area code alone, not the countries of the plain code', () => {
    expect(found('+1 876')).toEqual(['JM']);
    expect(found('+44 1534')).toEqual(['JE']);
  });

  it('offers the plain +1 and +44 countries before the territories that share the code', () => {
    const plusOne = found('+1');
    expect(plusOne.slice(0, 2).sort()).toEqual(['CA', 'US']);
    expect(plusOne).toContain('JM');
    expect(plusOne).toContain('PR');
    expect(plusOne).not.toContain('IN');
    expect(found('+44')).toEqual(['GB', 'GG', 'IM', 'JE']);
    expect(found('44')).toEqual(['GB', 'GG', 'IM', 'JE']);
  });

  it('offers shorter codes first for a partial code', () => {
    const plusFour = found('+4');
    expect(plusFour.indexOf('GB')).toBeLessThan(plusFour.indexOf('JE'));
    expect(plusFour.indexOf('CH')).toBeLessThan(plusFour.indexOf('GG'));
  });

  it('offers the country of a whole number typed with its code', () => {
    expect(found('+1 876 555 0123')).toEqual(['JM']);
    expect(found('+1 212 555 0123').sort()).toEqual(['CA', 'US']);
    expect(found('+44 20 7946 0000')).toEqual(['GB']);
  });

  it('finds countries by the start of their name, then a word of it, then any part', () => {
    expect(found('Jam')).toEqual(['JM']);
    expect(found('united')).toEqual(['AE', 'GB', 'US']);
    expect(found('kingdom')).toEqual(['GB']);
    const virgin = found('virgin');
    expect(virgin).toContain('VG');
    expect(virgin).toContain('VI');
    const guinea = found('guinea');
    expect(guinea.slice(0, 2)).toEqual(['GN', 'GW']);
    expect(guinea).toEqual(expect.arrayContaining(['GQ', 'PG']));
    expect(found('zealand')).toEqual(['NZ']);
    expect(found('ealand')).toEqual(['NZ']);
  });

  it('ignores case and accents', () => {
    expect(found('JAMAICA')).toEqual(['JM']);
    expect(found('reunion')).toEqual(['RE']);
    expect(found('curacao')).toEqual(['CW']);
    expect(found('aland')[0]).toBe('AX');
    expect(found("cote d'ivoire")).toEqual(['CI']);
    expect(found('sao tome')).toEqual(['ST']);
  });

  it('finds a country by its ISO code', () => {
    expect(found('gb')[0]).toBe('GB');
  });

  it('finds names in the interface language, and in English', () => {
    const french = buildCountryOptions('fr');
    expect(found('allemagne', french)).toEqual(['DE']);
    expect(found('germany', french)).toEqual(['DE']);
    expect(found('royaume', french)).toEqual(['GB']);
  });

  it('finds a country by the text of a chosen field', () => {
    expect(found('+1 876/658 Jamaica')).toEqual(['JM']);
  });

  it('offers every country for an empty search and none for nonsense', () => {
    expect(found('')).toHaveLength(english.length);
    expect(found('  ')).toHaveLength(english.length);
    expect(found('zzzz')).toEqual([]);
    expect(found('+999999')).toEqual([]);
  });

  it('folds text for search', () => {
    expect(foldForSearch('Côte d’Ivoire')).toBe('cote divoire');
    expect(foldForSearch('U.S. Virgin Islands')).toBe('us virgin islands');
  });
});
