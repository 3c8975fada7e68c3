import type { CountriesTranslations } from './en-countries.ts';

/** Arabic: the country code list: searching by name or dial code. */
export const arCountries: CountriesTranslations = {
  'Name or dial code': 'الاسم أو رمز الاتصال الدولي',
};
