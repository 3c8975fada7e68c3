import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import { yearOf, todayIn } from '../../shared/rules/dates.ts';
import type { Db } from '../db/client.ts';
import { importPublicHolidays } from '../modules/holidays/holidays.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

export const HOLIDAY_CALENDAR_JOB = 'holiday-calendar';

/**
 * Each year (and on the first start), the national public holidays of every location for this
 * year and the next, from the date-holidays library; days that have a holiday keep it.
 */
export function holidayCalendarJob(options: { db: Db }): JobDefinition {
  return {
    name: HOLIDAY_CALENDAR_JOB,
    description: 'Adds the national public holidays of India and the US for this year and the next.',
    schedule: '0 0 2 1 1 *',
    timezone: DEFAULT_TIME_ZONE,
    run: async ({ period }) => {
      const year = yearOf(todayIn(DEFAULT_TIME_ZONE, period));
      const added = await importPublicHolidays(options.db, [year, year + 1]);
      return `${added} public holidays added for ${year} and ${year + 1}`;
    },
  };
}
