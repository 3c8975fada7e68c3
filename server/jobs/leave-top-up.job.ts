import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { topUpMonth } from '../modules/leave/leave-top-up.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

export const LEAVE_TOP_UP_JOB = 'leave-top-up';

/** On the first of each month, everyone's monthly leave top-up, once (leave-top-up.service.ts). */
export function leaveTopUpJob(options: { db: Db }): JobDefinition {
  return {
    name: LEAVE_TOP_UP_JOB,
    description:
      'Adds the monthly leave (sick 1.5, personal 2, work from home 0.5 days) to everyone, once a month.',
    schedule: '0 0 1 1 * *',
    timezone: DEFAULT_TIME_ZONE,
    run: async ({ period }) => {
      const people = await topUpMonth(options.db, period, DEFAULT_TIME_ZONE);
      return `${people} people topped up`;
    },
  };
}
