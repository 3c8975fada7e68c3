/**
 * Calendar days as both sides use them (DESIGN.md, Time): today in a time zone, a day as the app
 * shows it, and whole years added to a day. Day-by-day arithmetic lives in calendar-days.ts.
 */

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
