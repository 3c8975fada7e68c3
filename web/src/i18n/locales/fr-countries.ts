import type { CountriesTranslations } from './en-countries.ts';

/** French: the country code list: searching by name or dial code. */
export const frCountries: CountriesTranslations = {
  'Name or dial code': 'Nom ou indicatif',
};
