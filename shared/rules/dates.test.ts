import { describe, expect, it } from 'vitest';
import { addYears, formatDay, todayIn } from './dates.ts';

describe('calendar days', () => {
  it.each([
    ['2024-12-31', 2, '2026-12-31'],
    ['2028-02-29', 2, '2030-02-28'],
    ['2028-02-29', 4, '2032-02-29'],
  ])('%s plus %i years is %s', (day, years, expected) => {
    expect(addYears(day, years)).toBe(expected);
  });

  it.each([
    ['2026-11-22T18:29:00Z', 'Asia/Kolkata', '2026-11-22'],
    ['2026-11-22T18:31:00Z', 'Asia/Kolkata', '2026-11-23'],
    ['2026-11-22T02:00:00Z', 'America/New_York', '2026-11-21'],
  ])('at %s it is %s in %s', (instant, zone, day) => {
    expect(todayIn(zone, new Date(instant))).toBe(day);
  });

  it.each([
    ['2026-11-22', '22-11-2026'],
    ['2026-01-05T10:00:00.000Z', '05-01-2026'],
    ['', ''],
    ['not a day', 'not a day'],
  ])('shows %j as %j', (isoDay, shown) => {
    expect(formatDay(isoDay)).toBe(shown);
  });
});
