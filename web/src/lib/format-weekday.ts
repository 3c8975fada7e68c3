/** Days, weeks and months named in the interface language, for calendars and grids (UTC days). */

function safeFormat(language: string, options: Intl.DateTimeFormatOptions, date: Date): string {
  try {
    return new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(date);
  }
}

const utcDay = (isoDay: string) => new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);

/** The weekday of an ISO day, named in `language` ('Monday', 'lundi', 'الاثنين'…). */
export function weekdayName(isoDay: string, language: string): string {
  const date = utcDay(isoDay);
  if (Number.isNaN(date.getTime())) return '';
  return safeFormat(language, { weekday: 'long' }, date);
}

/** The column head's weekday letter of an ISO day: 'M', 'L', '一'… */
export function weekdayLetter(isoDay: string, language: string): string {
  return safeFormat(language, { weekday: 'narrow' }, utcDay(isoDay));
}

/** 'November 2026', 'novembre 2026', '2026年11月'… in the interface language. */
export function monthTitle(year: number, month: number, language: string): string {
  return safeFormat(language, { month: 'long', year: 'numeric' }, new Date(Date.UTC(year, month - 1, 1)));
}

/** The day of the month of an ISO day, without a leading zero: '2026-11-03' → '3'. */
export function dayOfMonth(isoDay: string): string {
  return String(Number(isoDay.slice(8, 10)));
}

/** A range of days named in the interface language: '23 – 29 Nov 2026', '23–29 nov. 2026'… */
export function dayRangeTitle(from: string, to: string, language: string): string {
  const options: Intl.DateTimeFormatOptions = {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  };
  try {
    return new Intl.DateTimeFormat(language, options).formatRange(utcDay(from), utcDay(to));
  } catch {
    return new Intl.DateTimeFormat('en', options).formatRange(utcDay(from), utcDay(to));
  }
}

/** A month's name alone: 'February', 'février', '二月'… */
export function monthName(month: number, language: string): string {
  return safeFormat(language, { month: 'long' }, new Date(Date.UTC(2024, month - 1, 1)));
}
