import { describe, expect, it } from 'vitest';
import { percentagesOf } from './percentages.ts';

const sum = (values: number[]) => Math.round(values.reduce((a, b) => a + b, 0) * 10) / 10;

describe('percentagesOf', () => {
  it.each([
    [
      [1, 1, 1],
      [33.4, 33.3, 33.3],
    ],
    [
      [1, 2],
      [33.3, 66.7],
    ],
    [
      [5, 0, 0, 0, 0],
      [100, 0, 0, 0, 0],
    ],
    [
      [1, 1, 1, 1, 1, 1, 1],
      [14.3, 14.3, 14.3, 14.3, 14.3, 14.3, 14.2],
    ],
    [
      [2, 3, 5],
      [20, 30, 50],
    ],
    [
      [0, 0, 0],
      [0, 0, 0],
    ],
    [
      [1, 999],
      [0.1, 99.9],
    ],
    [
      [1, 1999],
      [0.1, 99.9],
    ],
  ])('%j gives %j', (counts, expected) => {
    expect(percentagesOf(counts)).toEqual(expected);
  });

  it.each([[[7, 13, 29, 2, 1]], [[3, 3, 3, 3, 3, 3]], [[1, 1, 1, 0, 4]], [[123, 456, 789, 1011, 1213]]])(
    '%j adds up to exactly 100 with one decimal each',
    (counts) => {
      const shares = percentagesOf(counts);
      expect(sum(shares)).toBe(100);
      for (const s of shares) expect(Math.round(s * 10)).toBeCloseTo(s * 10, 9);
    },
  );
});
