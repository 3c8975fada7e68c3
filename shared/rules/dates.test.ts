import { describe, expect, it } from 'vitest';
import {
  addDays,
  addYears,
  daysBetween,
  eachDay,
  formatDay,
  isWeekend,
  monthStart,
  todayIn,
} from './dates.ts';

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

  it('counts days across a month, a leap day and a daylight-saving change alike', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // Europe and the US change their clocks in late March and early November: a day stays a day.
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
    expect(daysBetween('2026-11-30', '2026-11-01')).toBe(-29);
    expect(eachDay('2026-10-31', '2026-11-02')).toEqual(['2026-10-31', '2026-11-01', '2026-11-02']);
    expect(eachDay('2026-11-02', '2026-11-01')).toEqual([]);
  });

  it('knows weekends and the first of a month', () => {
    expect(['2026-11-27', '2026-11-28', '2026-11-29'].map(isWeekend)).toEqual([false, true, true]);
    expect(monthStart('2026-11-24')).toBe('2026-11-01');
  });
});
