import { describe, expect, it } from 'vitest';
import { checkPasswordRequirements, isStrongPassword } from './password.ts';

describe('password rules', () => {
  it.each([
    ['Orgdesk@2026', true],
    ['Aa1!aaaa', true],
    ['Aa1!aaa', false], // 7 characters
    ['aa1!aaaa', false], // no uppercase
    ['AA1!AAAA', false], // no lowercase
    ['Aaa!aaaa', false], // no digit
    ['Aa1aaaaa', false], // no special character
    ['Aa1 aaaa', false], // a space is not a special character
    [`Aa1!${'a'.repeat(96)}`, true], // 100 characters
    [`Aa1!${'a'.repeat(97)}`, false], // 101 characters
  ])('%j is strong: %s', (password, strong) => {
    expect(isStrongPassword(password)).toBe(strong);
  });

  it('reports each requirement for the rules popover', () => {
    expect(checkPasswordRequirements('abc')).toEqual({
      lowercase: true,
      uppercase: false,
      number: false,
      special: false,
      length: false,
    });
    expect(checkPasswordRequirements('Abc#1234')).toEqual({
      lowercase: true,
      uppercase: true,
      number: true,
      special: true,
      length: true,
    });
  });
});
