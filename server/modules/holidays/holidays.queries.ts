/** The reads of holidays other modules may make (the attendance grid, the team reports). */
import { sql } from 'drizzle-orm';
import { columnsQuery, type ColumnsQuery } from '../../db/client.ts';

/** A holiday of a location's calendar, by its day counted from the first day asked about (0). */
export interface HolidayDay {
  location: number;
  day: number;
}

/** The holidays of `locations` on the days from–to (to run with queryColumnsTogether). */
export function holidayDays(input: {
  locations: readonly number[];
  from: string;
  to: string;
}): ColumnsQuery<HolidayDay> {
  const { from, to } = input;
  return columnsQuery<HolidayDay>(
    ['location', 'day'],
    sql`select h.location, h.holiday_date - ${from}::date as day
      from holidays h
      where h.location = any(${sql.param(input.locations)}::int[]) and h.holiday_date between ${from} and ${to}`,
  );
}
