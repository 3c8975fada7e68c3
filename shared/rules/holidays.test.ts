import { describe, expect, it } from 'vitest';
import { addDays, eachDay, isWeekend, monthStart } from './dates.ts';
import { earliestHolidayDate, holidayLocationName, isHolidayChangeable } from './holidays.ts';

describe('which holidays may be changed (spec 002 §4)', () => {
  const today = '2026-12-30';
  it('counts three days ahead across a year end', () => {
    expect(earliestHolidayDate(today)).toBe('2027-01-02');
  });

  it.each([
    [{ isCustom: true, date: '2027-01-02' }, true],
    [{ isCustom: true, date: '2027-01-01' }, false],
    [{ isCustom: true, date: '2026-12-30' }, false],
    [{ isCustom: false, date: '2027-05-01' }, false],
  ])('%o: %s', (holiday, changeable) => {
    expect(isHolidayChangeable(holiday, today)).toBe(changeable);
  });

  it('names the locations of the spec and anything else Other', () => {
    expect([1, 2, 3].map(holidayLocationName)).toEqual(['India', 'US', 'Other']);
  });
});

describe('calendar days', () => {
  it('adds days over month, year and leap-day boundaries', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2027-02-28', 1)).toBe('2027-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-01-01', -1)).toBe('2026-12-31');
  });

  it('lists each day and knows the weekend', () => {
    expect(eachDay('2026-11-27', '2026-11-30').map((d) => [d, isWeekend(d)])).toEqual([
      ['2026-11-27', false],
      ['2026-11-28', true],
      ['2026-11-29', true],
      ['2026-11-30', false],
    ]);
    expect(monthStart('2026-11-24')).toBe('2026-11-01');
  });
});
