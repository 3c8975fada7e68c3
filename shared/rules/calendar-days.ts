/**
 * Arithmetic on calendar days written as ISO dates (YYYY-MM-DD), in UTC so that no time zone or
 * daylight-saving change moves a day. Used by the leave, holiday and attendance rules.
 */

const DAY_MS = 86_400_000;

function toUtc(day: string): number {
  const [y, m, d] = day.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

function fromUtc(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  return fromUtc(toUtc(day) + days * DAY_MS);
}

/** The names of the days, by weekdayOf's number, in English (the translation keys). */
export const WEEKDAY_NAMES: readonly string[] = [
  'Sunday',
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
];

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(day: string): number {
  return new Date(toUtc(day)).getUTCDay();
}

/** Saturday or Sunday: working days exclude them (spec 002 §9). */
export function isWeekend(day: string): boolean {
  const weekday = weekdayOf(day);
  return weekday === 0 || weekday === 6;
}

/** Whole days from `from` to `to` (0 for the same day, negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** Every day from `from` to `to`, both included; empty when `to` is before `from`. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = toUtc(from), end = toUtc(to); ms <= end; ms += DAY_MS) days.push(fromUtc(ms));
  return days;
}

/** The year of an ISO day. */
export function yearOf(day: string): number {
  return Number(day.slice(0, 4));
}

/** The first day of the day's month: 2026-11-24 → 2026-11-01. */
export function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`;
}
