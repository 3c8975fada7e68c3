import type { CountriesTranslations } from './en-countries.ts';

/** Chinese: the country code list: searching by name or dial code. */
export const zhCountries: CountriesTranslations = {
  'Name or dial code': '名称或国际区号',
};
