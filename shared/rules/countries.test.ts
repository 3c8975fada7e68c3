import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { describe, expect, it } from 'vitest';
import { PHONE_LENGTH } from '../constants.ts';
import { COUNTRIES, dialDigits, formatDialCode, isKnownCountry, type Country } from './countries.ts';

function country(iso: string): Country {
  const found = COUNTRIES.find((c) => c.iso === iso);
  if (!found) throw new Error(`no ${iso}`);
  return found;
}

describe('country list', () => {
  it('has about 240 countries, as the spec list (001 §2.12)', () => {
    expect(COUNTRIES.length).toBeGreaterThan(230);
    expect(new Set(COUNTRIES.map((c) => c.iso)).size).toBe(COUNTRIES.length);
  });

  it.each([
    ['US', '+1'],
    ['CA', '+1'],
    ['GB', '+44'],
    ['IN', '+91'],
    ['FR', '+33'],
    ['RU', '+7'],
    ['KZ', '+7'],
    ['AU', '+61'],
  ])('shows %s with its plain dial code %s', (iso, shown) => {
    expect(formatDialCode(country(iso))).toBe(shown);
  });

  it.each([
    ['JM', '+1 876/658'],
    ['PR', '+1 787/939'],
    ['DO', '+1 809/829/849'],
    ['BS', '+1 242'],
    ['BB', '+1 246'],
    ['TT', '+1 868'],
    ['BM', '+1 441'],
    ['KY', '+1 345'],
    ['VI', '+1 340'],
    ['GU', '+1 671'],
    ['JE', '+44 1534'],
    ['GG', '+44 1481'],
    ['IM', '+44 1624'],
  ])('shows %s with its area code: %s', (iso, shown) => {
    expect(formatDialCode(country(iso))).toBe(shown);
  });

  it('keeps the calling code alone as the value stored with a phone number', () => {
    expect(country('JM').dialCode).toBe('+1');
    expect(country('JE').dialCode).toBe('+44');
    expect(isKnownCountry('JM', '+1')).toBe(true);
    expect(isKnownCountry('JE', '+44')).toBe(true);
    expect(isKnownCountry('JM', '+44')).toBe(false);
    expect(isKnownCountry('JM', '+1876')).toBe(false);
  });

  it('gives the digits dialled for each area code', () => {
    expect(dialDigits(country('JM'))).toEqual(['1876', '1658']);
    expect(dialDigits(country('GB'))).toEqual(['44']);
  });

  it('shows only area codes whose ten-digit numbers the library places in that country', () => {
    for (const entry of COUNTRIES.filter((c) => c.areaCodes.length)) {
      for (const area of entry.areaCodes) {
        // A number of the form the people forms take: area code and local number, ten digits.
        const national = `${area}${'256789'.padStart(PHONE_LENGTH - area.length, '4')}`;
        expect(national).toHaveLength(PHONE_LENGTH);
        const parsed = parsePhoneNumberFromString(`${entry.dialCode}${national}`);
        expect([entry.iso, parsed?.country]).toEqual([entry.iso, entry.iso]);
      }
    }
  });
});
