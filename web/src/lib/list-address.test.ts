import { describe, expect, it } from 'vitest';
import { LIST_MAX_PAGE } from '../../../shared/constants.ts';
import { pageFromAddress, searchFromAddress } from './list-address.ts';

describe('list addresses out of range are corrected, not refused', () => {
  it('cuts a search to 100 characters, trimmed', () => {
    expect(searchFromAddress(`  ${'x'.repeat(150)}`)).toBe('x'.repeat(100));
    expect(searchFromAddress(`${'x'.repeat(99)}   y`)).toBe('x'.repeat(99));
    expect(searchFromAddress(' report ')).toBe('report');
    expect(searchFromAddress(null)).toBe('');
  });

  it.each<[string | null, number]>([
    [null, 1],
    ['', 1],
    ['abc', 1],
    ['0', 1],
    ['-3', 1],
    ['2.7', 2],
    ['7', 7],
    ['99999999', LIST_MAX_PAGE],
    ['Infinity', LIST_MAX_PAGE],
  ])('reads page %j as %i', (value, page) => {
    expect(pageFromAddress(value)).toBe(page);
  });

  it('keeps a page within a larger bound when the list has one', () => {
    expect(pageFromAddress('500000', 1_000_000)).toBe(500_000);
  });
});
