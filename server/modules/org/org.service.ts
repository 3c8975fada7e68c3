import { DEFAULT_TIME_ZONE, DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../../../shared/constants.ts';
import { todayIn } from '../../../shared/rules/tasks.ts';
import type { AppInfoResponse } from '../../../shared/schemas/auth.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { findOrgSettings } from './org.repository.ts';

/** Public facts for the sign-in page. The demo password is only revealed on a demo install. */
export async function getAppInfo(ctx: AppContext): Promise<AppInfoResponse> {
  const settings = await findOrgSettings(ctx.db);
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
  const settings = await findOrgSettings(ctx.db);
  return todayIn(settings?.timeZone ?? DEFAULT_TIME_ZONE, ctx.now());
}
