/**
 * Recurring tasks (issue 31): how a task repeats, as people choose it (every n days, weeks on
 * chosen weekdays, months on the start's day or its n-th weekday, years; until a date or for a
 * number of times) and as it is kept: an RFC 5545 RRULE counted from the first task's due date
 * (task-repeat-rule.ts reads and writes it with the `rrule` library). This file holds the choices
 * alone, without the library, for the schemas every page loads.
 */
import { addDays, weekdayOf } from './dates.ts';

export const REPEAT_FREQUENCIES = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export type RepeatFrequency = (typeof REPEAT_FREQUENCIES)[number];

/** The weekdays as RFC 5545 writes them, Monday first. */
export const REPEAT_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RepeatWeekday = (typeof REPEAT_WEEKDAYS)[number];

export const REPEAT_MAX_INTERVAL = 99;
export const REPEAT_MAX_COUNT = 500;

export type RepeatEnd =
  { kind: 'never' } | { kind: 'until'; date: string } | { kind: 'count'; count: number };

/** How a task repeats, as chosen. */
export interface TaskRepeat {
  frequency: RepeatFrequency;
  /** Every `interval` days, weeks, months or years. */
  interval: number;
  /** Weekly: on these days (the first task's day when none). */
  weekdays: RepeatWeekday[];
  /** Monthly: on the first task's day of the month, or on its n-th weekday ("the 2nd Tuesday"). */
  monthlyBy: 'day' | 'weekday';
  end: RepeatEnd;
}

/** The weekday code of a day: 2026-12-01 → TU. */
export function repeatWeekdayOf(day: string): RepeatWeekday {
  return REPEAT_WEEKDAYS[(weekdayOf(day) + 6) % 7]!;
}

/** Which of its month's weekdays like it a day is: 1 to 4, or -1 for the last (a 5th is the last). */
export function nthWeekdayOf(day: string): number {
  const nth = Math.ceil(Number(day.slice(8, 10)) / 7);
  return addDays(day, 7).slice(5, 7) !== day.slice(5, 7) ? -1 : nth;
}
