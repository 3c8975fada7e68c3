/**
 * The team calendar (issue 31): who is off when, a month or a week at a time. Both sides work out
 * the days shown from the view and one day of the period, so that an address means the same days.
 */
import { addDays, monthStart, weekdayOf } from './dates.ts';

export const TEAM_CALENDAR_VIEWS = ['month', 'week'] as const;
export type TeamCalendarView = (typeof TEAM_CALENDAR_VIEWS)[number];

export const TEAM_CALENDAR_PAGE_SIZES = [10, 25, 50, 100] as const;

/** The first and last day shown: the day's month, or its week from Monday to Sunday. */
export function teamCalendarPeriod(view: TeamCalendarView, day: string): { from: string; to: string } {
  if (view === 'week') {
    const from = addDays(day, -((weekdayOf(day) + 6) % 7));
    return { from, to: addDays(from, 6) };
  }
  const from = monthStart(day);
  return { from, to: addDays(monthStart(addDays(from, 31)), -1) };
}

/** A day of the period before (-1) or after (+1) the one `day` is in. */
export function shiftTeamCalendar(view: TeamCalendarView, day: string, by: -1 | 1): string {
  const { from, to } = teamCalendarPeriod(view, day);
  return by < 0 ? addDays(from, -1) : addDays(to, 1);
}

/** The days of each month in a leap year: a birthday may be on 29 February. */
const MONTH_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** Whether a day of a month is a day a birthday may be on (29 February included). */
export function isBirthday(month: number, day: number): boolean {
  return Number.isInteger(month) && month >= 1 && month <= 12 && day >= 1 && day <= MONTH_DAYS[month - 1]!;
}

/** A birthday as it is kept: 'MM-DD'. */
export const birthdayKey = (month: number, day: number): string =>
  `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/**
 * The birthdays ('MM-DD') that fall on the days from–to, with the day each falls on: a 29
 * February birthday falls on the 28th in other years.
 */
export function birthdaysOn(days: readonly string[]): Map<string, string> {
  const on = new Map<string, string>();
  for (const day of days) {
    on.set(day.slice(5), day);
    const year = Number(day.slice(0, 4));
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    if (day.slice(5) === '02-28' && !leap) on.set('02-29', day);
  }
  return on;
}
