import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { DEFAULT_HOLIDAY_LOCATION } from '../../../shared/rules/holidays.ts';
import { DEFAULT_WORK_DAY, type WorkDay } from '../../../shared/rules/team-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orgSettings } from '../../db/schema/org.ts';
import { findOrgSettings, type OrgSettings } from './org.repository.ts';

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
    workDay: workDayOf(settings),
    holidayLocation: settings?.holidayLocation ?? DEFAULT_HOLIDAY_LOCATION,
  };
}

/** The working hours the settings hold (09:30 to 18:30 before they are set). */
export function workDayOf(settings: OrgSettings | null): WorkDay {
  return {
    startMinutes: settings?.workDayStartMinutes ?? DEFAULT_WORK_DAY.startMinutes,
    endMinutes: settings?.workDayEndMinutes ?? DEFAULT_WORK_DAY.endMinutes,
  };
}

/**
 * Days the audit log keeps events, or null: forever. Read afresh by the retention job (a setting
 * changed on another instance counts at once).
 */
export async function findAuditRetentionDays(db: DbOrTx): Promise<number | null> {
  return (await findOrgSettings(db))?.auditRetentionDays ?? null;
}
