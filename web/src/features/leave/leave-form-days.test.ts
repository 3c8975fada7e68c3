import { describe, expect, it } from 'vitest';
import { leaveCalendar } from './leave-form-days.ts';
import { planner } from './leave-test-data.ts';

describe('leaveCalendar', () => {
  const calendar = leaveCalendar(planner());

  it('leaves out weekends, holidays and the days of other leave', () => {
    expect(calendar.isExcluded('2026-11-27')).toBe(false); // Friday
    expect(calendar.isExcluded('2026-11-28')).toBe(true); // Saturday
    expect(calendar.isExcluded('2026-11-29')).toBe(true); // Sunday
    expect(calendar.isExcluded('2026-11-30')).toBe(true); // Founders Day
    expect(calendar.isExcluded('2026-12-03')).toBe(true); // own leave
    expect(calendar.isExcluded('2026-12-04')).toBe(true);
  });

  it('ends a range before the next leave, and at the last day otherwise', () => {
    expect(calendar.lastToDate('2026-11-26')).toBe('2026-12-02');
    expect(calendar.lastToDate('2026-12-07')).toBe('2027-12-31');
    expect(calendar.overlapsOther({ from: '2026-12-02', to: '2026-12-07', halfDay: null })).toBe(true);
    expect(calendar.overlapsOther({ from: '2026-12-07', to: '2026-12-08', halfDay: null })).toBe(false);
  });

  it('does not let the leave being edited block itself', () => {
    const editing = leaveCalendar(planner(), 50);
    expect(editing.isExcluded('2026-12-03')).toBe(false);
    expect(editing.lastToDate('2026-11-26')).toBe('2027-12-31');
  });

  it('offers the other half of a half-taken day, for that day only', () => {
    const halfTaken = leaveCalendar(
      planner({ covered: [{ leaveId: 51, fromDate: '2026-12-01', toDate: '2026-12-01', halfDay: 'first' }] }),
    );
    expect(halfTaken.isExcluded('2026-12-01')).toBe(false);
    expect(halfTaken.lastToDate('2026-12-01')).toBe('2026-12-01');
    expect(halfTaken.overlapsOther({ from: '2026-12-01', to: '2026-12-01', halfDay: 'second' })).toBe(false);
    expect(halfTaken.overlapsOther({ from: '2026-12-01', to: '2026-12-01', halfDay: null })).toBe(true);
  });
});
