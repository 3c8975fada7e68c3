import type { Db } from '../db/client.ts';
import { sendManagerDigests } from '../modules/notifications/manager-digest.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

export const MANAGER_DIGEST_JOB = 'manager-digest';

/**
 * Every quarter of an hour, the weekly digests of the managers whose Monday morning has come in
 * their own time zone, each once a week (manager-digest.service.ts; the daily digest's mechanism).
 */
export function managerDigestJob(options: { db: Db; appUrl: string; now: () => Date }): JobDefinition {
  return {
    name: MANAGER_DIGEST_JOB,
    description:
      "Mails each manager on Monday morning their team's week: leave ahead, overdue tasks, requests to decide and last week's attendance anomalies.",
    // Every day: it is Monday morning somewhere before or after it is in UTC.
    schedule: '0 */15 * * * *',
    keepRuns: 100,
    run: async () => {
      const { people } = await sendManagerDigests(options.db, options.appUrl, options.now());
      return `${people} managers' digests`;
    },
  };
}
