import { describe, expect, it } from 'vitest';
import { birthdaysOn, isBirthday, shiftTeamCalendar, teamCalendarPeriod } from './team-calendar.ts';
import { eachDay } from './dates.ts';

describe('the team calendar’s days', () => {
  it('shows a day’s month, or its week from Monday to Sunday', () => {
    expect(teamCalendarPeriod('month', '2028-02-14')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(teamCalendarPeriod('month', '2026-12-31')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    // 29 November 2026 is a Sunday: the last day of its week.
    expect(teamCalendarPeriod('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(teamCalendarPeriod('week', '2026-12-28')).toEqual({ from: '2026-12-28', to: '2027-01-03' });
  });

  it('moves a whole month or week back and forth', () => {
    expect(shiftTeamCalendar('month', '2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftTeamCalendar('month', '2026-01-31', -1)).toBe('2025-12-31');
    expect(shiftTeamCalendar('week', '2026-12-02', 1)).toBe('2026-12-07');
    expect(shiftTeamCalendar('week', '2026-12-02', -1)).toBe('2026-11-29');
  });

  it('finds the birthdays of the days shown, 29 February on the 28th in other years', () => {
    expect(birthdaysOn(eachDay('2027-02-27', '2027-03-01'))).toEqual(
      new Map([
        ['02-27', '2027-02-27'],
        ['02-28', '2027-02-28'],
        ['02-29', '2027-02-28'],
        ['03-01', '2027-03-01'],
      ]),
    );
    expect(birthdaysOn(eachDay('2028-02-28', '2028-02-29')).get('02-29')).toBe('2028-02-29');
    expect([isBirthday(2, 29), isBirthday(4, 31), isBirthday(13, 1), isBirthday(1, 0)]).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });
});
