/** The weekday of an ISO day, named in `language` ('Monday', 'lundi', 'الاثنين'…). */
export function weekdayName(isoDay: string, language: string): string {
  const date = new Date(`${isoDay.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(date);
  } catch {
    return new Intl.DateTimeFormat('en', { weekday: 'long', timeZone: 'UTC' }).format(date);
  }
}
