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
