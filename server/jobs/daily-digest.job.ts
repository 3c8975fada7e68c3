import type { Db } from '../db/client.ts';
import { sendDailyDigests } from '../modules/notifications/notification-digest.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

export const DAILY_DIGEST_JOB = 'daily-digest';

/**
 * Every quarter of an hour, the daily digests of those whose morning has come in their own time
 * zone (offsets of :30 and :45 included), each once a day (notification-digest.service.ts).
 */
export function dailyDigestJob(options: { db: Db; appUrl: string; now: () => Date }): JobDefinition {
  return {
    name: DAILY_DIGEST_JOB,
    description:
      'Mails each person, in the morning of their time zone, one list of the notifications they chose to get in the daily digest.',
    schedule: '0 */15 * * * *',
    keepRuns: 200,
    run: async () => {
      const { people, notifications } = await sendDailyDigests(options.db, options.appUrl, options.now());
      return `${notifications} notifications in the digests of ${people} people`;
    },
  };
}
