import Holidays from 'date-holidays';
import { HOLIDAY_LOCATIONS } from '../../../shared/rules/holidays.ts';

/**
 * A country's national public holidays of a year, from the date-holidays library (observances,
 * optional and regional days left out). Two on one day become one, their names joined.
 */
export function nationalHolidays(iso: string, year: number): Array<{ date: string; name: string }> {
  const byDate = new Map<string, string[]>();
  for (const holiday of new Holidays(iso).getHolidays(year, 'en')) {
    if (holiday.type !== 'public') continue;
    const date = holiday.date.slice(0, 10);
    byDate.set(date, [...(byDate.get(date) ?? []), holiday.name]);
  }
  return [...byDate].map(([date, names]) => ({ date, name: names.join(' / ').slice(0, 100) }));
}

/** The public holidays of every location for the given years. */
export function publicHolidaysFor(years: number[]) {
  return HOLIDAY_LOCATIONS.flatMap((location) =>
    years.flatMap((year) =>
      nationalHolidays(location.iso, year).map((h) => ({ ...h, location: location.code })),
    ),
  );
}
