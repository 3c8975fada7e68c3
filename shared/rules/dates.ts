/**
 * Calendar days as both sides use them (DESIGN.md, Time), written as ISO dates (YYYY-MM-DD): today
 * in a time zone, a day as the app shows it, and arithmetic on days in UTC, so that no time zone or
 * daylight-saving change moves a day (the leave, holiday, attendance and report rules).
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

/** Adds whole years to an ISO day, keeping 29 February on 28 February in other years. */
export function addYears(day: string, years: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y + years, m - 1, d));
  if (date.getUTCMonth() !== m - 1) date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

/** One formatter per time zone: building one costs far more than formatting with it. */
const isoDateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's ISO date in a time zone (the organisation's), e.g. 2026-11-22. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = isoDateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    });
    isoDateFormats.set(timeZone, format);
  }
  return format.format(now);
}

/** A calendar day as the app shows it (DESIGN.md, Time): 2026-11-22 → 22-11-2026. */
export function formatDay(isoDay: string): string {
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  return year && month && day ? `${day}-${month}-${year}` : isoDay;
}
