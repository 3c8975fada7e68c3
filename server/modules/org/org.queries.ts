import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { DEFAULT_WORK_DAY, type WorkDay } from '../../../shared/rules/team-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orgSettings } from '../../db/schema/org.ts';
import { findOrgSettings } from './org.repository.ts';

/** The organisation's time zone as a SQL scalar (null before the first set-up), for per-row fallbacks. */
export const orgTimeZoneSql = sql<
  string | null
>`(select ${orgSettings.timeZone} from ${orgSettings} limit 1)`;

/** The organisation's time zone (the default before the first set-up), for work outside a request. */
export async function findOrganisationTimeZone(db: DbOrTx): Promise<string> {
  const settings = await findOrgSettings(db);
  return settings?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The organisation's working hours and holiday calendar, for work outside a request (a digest). */
export async function findOrganisationCalendar(
  db: DbOrTx,
): Promise<{ timeZone: string; workDay: WorkDay; holidayLocation: number }> {
  const settings = await findOrgSettings(db);
  return {
    timeZone: settings?.timeZone ?? DEFAULT_TIME_ZONE,
    workDay: {
      startMinutes: settings?.workDayStartMinutes ?? DEFAULT_WORK_DAY.startMinutes,
      endMinutes: settings?.workDayEndMinutes ?? DEFAULT_WORK_DAY.endMinutes,
    },
    holidayLocation: settings?.holidayLocation ?? 1,
  };
}
