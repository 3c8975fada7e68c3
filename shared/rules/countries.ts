import {
  Metadata,
  getCountries,
  getCountryCallingCode,
  type CountryCode,
  type NumberingPlan,
} from 'libphonenumber-js/min';
import examples from 'libphonenumber-js/mobile/examples';

export interface Country {
  iso: string;
  /** The calling code stored with a phone number ('+1'); countries of one plan share it. */
  dialCode: string;
  /**
   * The area codes that set the country apart within a shared +1 or +44 ('876' and '658' for
   * Jamaica), the usual one first; empty for the countries that use the plain code.
   */
  areaCodes: readonly string[];
}

/** libphonenumber implements this method but leaves it out of its type declarations. */
type PlanWithLocalDialling = NumberingPlan & { nationalPrefixTransformRule?: () => string | undefined };

/** North American area codes are three digits, the first of them 2 to 9. */
const NANP_AREA_CODES = Array.from({ length: 800 }, (_, i) => String(200 + i));

/**
 * A +1 territory's area codes: those its numbers start with (libphonenumber's "leading digits"
 * of the territory, e.g. "658|876" for Jamaica), the one of the library's example number first.
 */
function nanpAreaCodes(iso: CountryCode, plan: NumberingPlan): string[] {
  const leadingDigits = plan.leadingDigits();
  if (!leadingDigits) return [];
  const pattern = new RegExp(`^(?:${leadingDigits})$`);
  const codes = NANP_AREA_CODES.filter((code) => pattern.test(code));
  const usual = examples[iso]?.slice(0, 3);
  return [...codes.filter((code) => code === usual), ...codes.filter((code) => code !== usual)];
}

/**
 * A +44 Crown Dependency's area code: the one libphonenumber puts before a number dialled
 * locally (its rule "1534$1" for Jersey). The UK itself has no such rule.
 */
function ukAreaCodes(plan: PlanWithLocalDialling): string[] {
  const rule = plan.nationalPrefixTransformRule?.();
  const code = rule ? /^(\d+)\$1$/.exec(rule)?.[1] : undefined;
  return code ? [code] : [];
}

function buildCountries(): Country[] {
  const metadata = new Metadata();
  return getCountries().map((iso) => {
    const callingCode = getCountryCallingCode(iso);
    metadata.selectNumberingPlan(iso);
    const plan = metadata.numberingPlan;
    // The spec's list (001 §2.12) shows area codes only within +1 and +44 ("+1 876", "+44-1534");
    // other shared codes (+7, +47, +61, +262, +590, +599) stay plain, as there.
    let areaCodes: string[] = [];
    if (plan && callingCode === '1') areaCodes = nanpAreaCodes(iso, plan);
    if (plan && callingCode === '44') areaCodes = ukAreaCodes(plan);
    return { iso, dialCode: `+${callingCode}`, areaCodes };
  });
}

/** Every country with its dial code and area codes, from libphonenumber's maintained metadata. */
export const COUNTRIES: readonly Country[] = buildCountries();

/** The dial code as people read it: '+91', '+1 876/658', '+44 1534'. */
export function formatDialCode(country: Country): string {
  return country.areaCodes.length ? `${country.dialCode} ${country.areaCodes.join('/')}` : country.dialCode;
}

/** The digits one dials to reach the country, one string per area code: ['1876', '1658']. */
export function dialDigits(country: Country): string[] {
  const code = country.dialCode.slice(1);
  return country.areaCodes.length ? country.areaCodes.map((area) => code + area) : [code];
}

export function isKnownCountry(iso: string, dialCode: string): boolean {
  return COUNTRIES.some((c) => c.iso === iso && c.dialCode === dialCode);
}
