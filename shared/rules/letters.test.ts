import { describe, expect, it } from 'vitest';
import {
  LETTER_MESSAGES,
  VERIFICATION_ALPHABET,
  fillLetterTemplate,
  formatVerificationCode,
  letterFileName,
  letterReferenceNumber,
  normalizeVerificationCode,
  type LetterValues,
} from './letters.ts';

const values: LetterValues = {
  name: 'Eve Test',
  employeeId: 'E-7',
  designation: 'Engineer',
  department: 'Engineering',
  joiningDate: '01-02-2025',
  date: '24-11-2026',
  purpose: 'Visa',
  addressedTo: 'The Consul',
};

describe('fillLetterTemplate', () => {
  it.each([
    ['{name} ({employeeId})', 'Eve Test (E-7)'],
    ['{designation}, {department}', 'Engineer, Engineering'],
    ['since {joiningDate}, on {date}', 'since 01-02-2025, on 24-11-2026'],
    ['To {addressedTo}: {purpose}', 'To The Consul: Visa'],
    ['{name} and {name}', 'Eve Test and Eve Test'],
    ['{unknown} stays', '{unknown} stays'],
    ['{ name } is not a placeholder', '{ name } is not a placeholder'],
    ['no placeholders', 'no placeholders'],
  ])('%s → %s', (text, expected) => {
    expect(fillLetterTemplate(text, values)).toBe(expected);
  });

  it('does not read placeholders out of the values it puts in', () => {
    expect(fillLetterTemplate('{name}', { ...values, name: '{date}' })).toBe('{date}');
  });
});

describe('reference numbers and codes', () => {
  it.each([
    [42, 2026, 'LTR/2026/000042'],
    [1, 2027, 'LTR/2027/000001'],
    [1234567, 2026, 'LTR/2026/1234567'],
  ])('request %i in %i → %s', (id, year, expected) => {
    expect(letterReferenceNumber(id, year)).toBe(expected);
  });

  it.each([
    ['ABCDEFGHJKMN', 'ABCDEFGHJKMN'],
    ['abcd-efgh-jkmn', 'ABCDEFGHJKMN'],
    [' ABCD EFGH JKMN ', 'ABCDEFGHJKMN'],
    ['ABCD-EFGH-JKM', null],
    ['ABCD-EFGH-JKMNP', null],
    ['ABCD-EFGH-JKM0', null],
    ['ABCD-EFGH-JKMI', null],
    ['', null],
  ])('%j is read as %j', (input, expected) => {
    expect(normalizeVerificationCode(input)).toBe(expected);
  });

  it('names in its message the characters a code is made of', () => {
    const letters = [...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'];
    const left = letters.filter((c) => !VERIFICATION_ALPHABET.includes(c));
    const digits = [...VERIFICATION_ALPHABET].filter((c) => /\d/.test(c));
    expect(left).toEqual(['I', 'L', 'O']);
    expect(digits.join('')).toBe('23456789');
    expect(LETTER_MESSAGES.codeInvalid).toContain('letters A–Z except I, L and O, and the digits 2–9');
  });

  it('groups a code by four', () => {
    expect(formatVerificationCode('ABCDEFGHJKMN')).toBe('ABCD-EFGH-JKMN');
  });

  it.each([
    ['experience', 'LTR/2026/000042', 'Experience-letter-LTR-2026-000042.pdf'],
    ['noObjection', 'LTR/2026/000001', 'No-objection-certificate-LTR-2026-000001.pdf'],
  ] as const)('%s %s → %s', (type, ref, expected) => {
    expect(letterFileName(type, ref)).toBe(expected);
  });
});
