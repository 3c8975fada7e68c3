/**
 * The country code list: searching by name or dial code, in English: the keys. Kept apart from
 * en.ts so that each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const COUNTRIES_MESSAGE_KEYS = ['Name or dial code'] as const;

export type CountriesMessageKey = (typeof COUNTRIES_MESSAGE_KEYS)[number];
export type CountriesTranslations = Record<CountriesMessageKey, string>;
