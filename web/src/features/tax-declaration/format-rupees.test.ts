import { describe, expect, it } from 'vitest';
import { formatRupees } from './format-rupees.ts';

describe('formatRupees', () => {
  it.each([
    [0, '₹0'],
    [999, '₹999'],
    [150_000, '₹1,50,000'],
    [1_020_000, '₹10,20,000'],
    [100_000_000, '₹10,00,00,000'],
  ])('%i reads %s', (amount, text) => {
    expect(formatRupees(amount)).toBe(text);
  });
});
