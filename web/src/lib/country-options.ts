import { COUNTRIES, dialDigits, formatDialCode, type Country } from '../../../shared/rules/countries.ts';

/** One entry of the country-code selector, with what it is found by. */
export interface CountryOption {
  /** The ISO code: the selector's value. */
  value: string;
  /** What the field shows once chosen: '+1 876/658 Jamaica'. */
  label: string;
  /** The name in the interface language. */
  name: string;
  /** The dial code as shown: '+1 876/658'. */
  dialCode: string;
  country: Country;
  search: { names: string[]; label: string; digits: string[] };
}

/** Country names in `language`; the ISO code when the browser does not know one. */
function countryNames(language: string): (iso: string) => string {
  try {
    const names = new Intl.DisplayNames([language], { type: 'region' });
    return (iso) => names.of(iso) ?? iso;
  } catch {
    return (iso) => iso;
  }
}

/** Lower case without accents or punctuation, so 'Côte d’Ivoire' is found by 'cote divoire'. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase()
    .replace(/[.'’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/**
 * Every country, named in `language` and sorted by that name. Names are also found in English,
 * which people often know them by whatever the interface language.
 */
export function buildCountryOptions(language: string): CountryOption[] {
  const nameOf = countryNames(language);
  const englishNameOf = countryNames('en');
  return COUNTRIES.map((country) => ({ country, name: nameOf(country.iso) }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
    .map(({ country, name }) => {
      const dialCode = formatDialCode(country);
      const label = `${dialCode} ${name}`;
      return {
        value: country.iso,
        label,
        name,
        dialCode,
        country,
        search: {
          names: [...new Set([name, englishNameOf(country.iso)].map(foldForSearch))],
          label: foldForSearch(label),
          digits: dialDigits(country),
        },
      };
    });
}

/** A query made only of a dial code's characters: '+44', '44', '+1 876', '(1) 876', '0044'. */
function dialQueryDigits(query: string): string | null {
  if (!/^[+\d\s().-]+$/.test(query) || !/\d/.test(query)) return null;
  // 00 is the international prefix in most of the world; no calling code starts with 0.
  return query.replace(/\D/g, '').replace(/^00/, '');
}

type Ranked = { option: CountryOption; rank: number; length: number };

/**
 * Dial-code search: the countries whose code is the digits typed, then those whose code goes on
 * from them (shorter codes first). When none does, the typed digits are a whole number, and the
 * countries with the longest code it starts with are offered ('+1 212 555' → Canada, United States).
 */
function searchByDialCode(options: readonly CountryOption[], digits: string): CountryOption[] {
  const ranked: Ranked[] = [];
  for (const option of options) {
    const best = option.search.digits
      .filter((code) => code.startsWith(digits))
      .map((code) => ({ option, rank: code === digits ? 0 : 1, length: code.length }))
      .sort(byRank)[0];
    if (best) ranked.push(best);
  }
  if (ranked.length) return ranked.sort(byRank).map((entry) => entry.option);

  const prefixLength = (option: CountryOption) =>
    Math.max(0, ...option.search.digits.filter((code) => digits.startsWith(code)).map((code) => code.length));
  const longest = Math.max(0, ...options.map(prefixLength));
  return longest ? options.filter((option) => prefixLength(option) === longest) : [];
}

function byRank(a: Omit<Ranked, 'option'>, b: Omit<Ranked, 'option'>): number {
  return a.rank - b.rank || a.length - b.length;
}

function nameRank(option: CountryOption, text: string): number {
  if (option.value.toLocaleLowerCase() === text) return 0;
  let rank = Infinity;
  for (const name of option.search.names) {
    if (name.startsWith(text)) return 0;
    if (name.split(' ').some((word) => word.startsWith(text))) rank = Math.min(rank, 1);
    else if (name.includes(text)) rank = Math.min(rank, 2);
  }
  // Text copied from a chosen field ('+1 876 Jamaica') still finds its country.
  if (rank === Infinity && option.search.label.includes(text)) rank = 3;
  return rank;
}

/**
 * The countries a search offers, best first: by dial code for a code ('+44', '1876'), otherwise
 * by name, ignoring case and accents (names that start with the text, then a word of them, then
 * any part). Ties keep the options' own order. An empty search offers every country.
 */
export function searchCountryOptions(options: readonly CountryOption[], query: string): CountryOption[] {
  const digits = dialQueryDigits(query.trim());
  if (digits) return searchByDialCode(options, digits);
  const text = foldForSearch(query);
  if (!text) return [...options];
  return options
    .map((option) => ({ option, rank: nameRank(option, text), length: 0 }))
    .filter((entry) => entry.rank !== Infinity)
    .sort(byRank)
    .map((entry) => entry.option);
}
