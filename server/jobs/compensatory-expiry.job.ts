import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import { todayIn } from '../../shared/rules/dates.ts';
import type { Db } from '../db/client.ts';
import { expireCompensatoryDays } from '../modules/leave/compensatory-leave.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

export const COMPENSATORY_EXPIRY_JOB = 'compensatory-expiry';

/** Each night, the compensatory days whose time has run out lapse unless taken (compensatory-leave.service.ts). */
export function compensatoryExpiryJob(options: { db: Db }): JobDefinition {
  return {
    name: COMPENSATORY_EXPIRY_JOB,
    description:
      'Takes unused compensatory days off the balance once the period the organisation set for them has passed.',
    schedule: '0 20 0 * * *',
    timezone: DEFAULT_TIME_ZONE,
    run: async ({ period }) => {
      const lapsed = await expireCompensatoryDays(options.db, todayIn(DEFAULT_TIME_ZONE, period));
      return `${lapsed} days lapsed`;
    },
  };
}
