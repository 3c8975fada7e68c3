import { describe, expect, it } from 'vitest';
import { LIST_MAX_PAGE } from '../../../shared/constants.ts';
import { dayFromAddress, pageFromAddress, searchFromAddress } from './list-address.ts';

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

  it.each<[string | null, string | null]>([
    ['2026-02-28', '2026-02-28'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-30', null],
    ['2026-13-01', null],
    ['0000-01-01', null],
    ['28-02-2026', null],
    [null, null],
  ])('reads the day %j as %j', (value, day) => {
    expect(dayFromAddress(value)).toBe(day);
  });
});
