import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/min';

export interface Country {
  iso: string;
  dialCode: string;
}

/** Every country with its dial code, from libphonenumber's maintained metadata. */
export const COUNTRIES: readonly Country[] = getCountries().map((iso: CountryCode) => ({
  iso,
  dialCode: `+${getCountryCallingCode(iso)}`,
}));

export function isKnownCountry(iso: string, dialCode: string): boolean {
  return COUNTRIES.some((c) => c.iso === iso && c.dialCode === dialCode);
}
