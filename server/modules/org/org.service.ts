import { DEFAULT_TIME_ZONE, DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../../shared/constants.ts';
import { COMPENSATORY_EXPIRY_DEFAULT_DAYS } from '../../../shared/rules/attendance.ts';
import { DEFAULT_HOLIDAY_LOCATION } from '../../../shared/rules/holidays.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import type { AppInfoResponse } from '../../../shared/schemas/auth.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { cacheRegion } from '../../lib/read-cache.ts';
import { findOrgSettings, updateAttendanceSettingsRow, updateAuditRetentionRow } from './org.repository.ts';
import type { WorkDay } from '../../../shared/rules/team-reports.ts';
import { workDayOf } from './org.queries.ts';

const ORG_SETTINGS = cacheRegion('org-settings', ['org_settings'], 1);

/** The organisation's settings (null before the first set-up), kept until they change. */
async function orgSettingsOf(ctx: AppContext) {
  const kept = await ctx.cache.get(ORG_SETTINGS, '', async () => ({
    settings: await findOrgSettings(ctx.db),
  }));
  return kept.settings;
}

/** Public facts for the sign-in page. The demo password is only revealed on a demo install. */
export async function getAppInfo(ctx: AppContext): Promise<AppInfoResponse> {
  const settings = await orgSettingsOf(ctx);
  const demo = settings?.demo ?? false;
  return {
    demo,
    demoPassword: demo ? DEMO_PASSWORD : null,
    demoEmail: demo ? DEMO_ADMIN_EMAIL : null,
    version: ctx.config.version,
  };
}

/** Today's date in the organisation's time zone: what "overdue" and due-date limits count from. */
export async function organisationToday(ctx: AppContext): Promise<string> {
  const settings = await orgSettingsOf(ctx);
  return todayIn(settings?.timeZone ?? DEFAULT_TIME_ZONE, ctx.now());
}

/** The organisation's name, as letters print it ('Orgdesk' before the first set-up). */
export async function organisationName(ctx: AppContext): Promise<string> {
  const settings = await orgSettingsOf(ctx);
  return settings?.name ?? 'Orgdesk';
}

/** The organisation's time zone (Asia/Kolkata unless set). */
export async function organisationTimeZone(ctx: AppContext): Promise<string> {
  const settings = await orgSettingsOf(ctx);
  return settings?.timeZone ?? DEFAULT_TIME_ZONE;
}

/** The holiday calendar of everyone without one of their own (1 India unless set). */
export async function organisationHolidayLocation(ctx: AppContext): Promise<number> {
  const settings = await orgSettingsOf(ctx);
  return settings?.holidayLocation ?? DEFAULT_HOLIDAY_LOCATION;
}

/** How many days an earned compensatory day lasts (90 unless the organisation set otherwise). */
export async function organisationCompensatoryExpiryDays(ctx: AppContext): Promise<number> {
  const settings = await orgSettingsOf(ctx);
  return settings?.compensatoryExpiryDays ?? COMPENSATORY_EXPIRY_DEFAULT_DAYS;
}

/** The organisation's working hours, minutes after midnight (09:30 to 18:30 unless set). */
export async function organisationWorkDay(ctx: AppContext): Promise<WorkDay> {
  return workDayOf(await orgSettingsOf(ctx));
}

/**
 * Stores the attendance settings (the attendance module decides who may and checks the values),
 * in the caller's transaction `tx` when given (the one that records its event).
 */
export async function setOrganisationAttendanceSettings(
  ctx: AppContext,
  values: { compensatoryExpiryDays: number; workDayStartMinutes: number; workDayEndMinutes: number },
  tx: DbOrTx = ctx.db,
): Promise<void> {
  await updateAttendanceSettingsRow(tx, values);
}

/** Days the audit log keeps events, or null: forever (the default). */
export async function organisationAuditRetentionDays(ctx: AppContext): Promise<number | null> {
  const settings = await orgSettingsOf(ctx);
  return settings?.auditRetentionDays ?? null;
}

/** Stores the audit log's retention (the audit module decides who may), in the caller's transaction. */
export async function setOrganisationAuditRetention(tx: DbOrTx, retentionDays: number | null): Promise<void> {
  await updateAuditRetentionRow(tx, retentionDays);
}
