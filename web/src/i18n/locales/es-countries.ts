import type { CountriesTranslations } from './en-countries.ts';

/** Spanish: the country code list: searching by name or dial code. */
export const esCountries: CountriesTranslations = {
  'Name or dial code': 'Nombre o prefijo',
};
