import { todayIn } from './dates.ts';

/**
 * How long ago a timeline entry happened, in the words of spec 000 §4, as parts the web turns
 * into its language (i18next plurals for the counts, Intl for the month's name).
 */
export type RelativeTime =
  | { kind: 'justNow' }
  | { kind: 'minutes'; count: number }
  | { kind: 'hours'; count: number }
  | { kind: 'yesterday' }
  /** A calendar day in the viewer's time zone; `withYear` when it is not in the current year. */
  | { kind: 'date'; year: number; month: number; day: number; withYear: boolean };

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** The ISO day before `isoDay` (2026-03-01 → 2026-02-28). */
function dayBefore(isoDay: string): string {
  return new Date(Date.parse(`${isoDay}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);
}

/**
 * "just now" under a minute, "N minutes ago" under an hour, "N hours ago" under 24 hours; after
 * that "yesterday" when the entry is on the previous calendar day in `timeZone`, else the month
 * and day. The year is added when it is not the current year: our choice, as "Nov 3" of another
 * year would read as this year's. A time in the future (another machine's clock ahead of ours)
 * reads "just now".
 */
export function relativeTime(instant: Date, now: Date, timeZone: string): RelativeTime {
  const elapsed = now.getTime() - instant.getTime();
  if (elapsed < MINUTE_MS) return { kind: 'justNow' };
  if (elapsed < HOUR_MS) return { kind: 'minutes', count: Math.floor(elapsed / MINUTE_MS) };
  if (elapsed < DAY_MS) return { kind: 'hours', count: Math.floor(elapsed / HOUR_MS) };
  const today = todayIn(timeZone, now);
  const day = todayIn(timeZone, instant);
  if (day === dayBefore(today)) return { kind: 'yesterday' };
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return { kind: 'date', year, month, day: dayOfMonth, withYear: day.slice(0, 4) !== today.slice(0, 4) };
}
