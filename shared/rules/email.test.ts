import { describe, expect, it } from 'vitest';
import { isValidEmail, normalizeEmail, stripSpaces } from './email.ts';

describe('e-mail pattern', () => {
  it.each([
    ['admin@example.com', true],
    ['first.last+tag@sub.example.co.in', true],
    ["o'brien@example.ie", true],
    ['user@localhost', false],
    ['user@', false],
    ['@example.com', false],
    ['user example@example.com', false],
    ['user@exa mple.com', false],
    ['user@@example.com', false],
    ['.user@example.com', false],
    ['user.@example.com', false],
    ['us..er@example.com', false],
    ['user@-example.com', false],
    ['user@example..com', false],
    ['', false],
  ])('%j is valid: %s', (value, valid) => {
    expect(isValidEmail(value)).toBe(valid);
  });

  it('normalizes for comparison and strips typed spaces', () => {
    expect(normalizeEmail('  Admin@Example.COM ')).toBe('admin@example.com');
    expect(stripSpaces(' a b\tc ')).toBe('abc');
  });
});
