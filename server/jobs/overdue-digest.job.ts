import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import type { Db } from '../db/client.ts';
import { queueOverdueDigests } from '../modules/tasks/task-overdue.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

/** Each morning, one mail per person listing their tasks that fell due (task-overdue.service.ts). */
export function overdueDigestJob(options: { db: Db; appUrl: string; now: () => Date }): JobDefinition {
  return {
    name: 'overdue-digest',
    description: 'Mails each person one list of their tasks that became overdue, once per task.',
    schedule: '0 0 8 * * *',
    timezone: DEFAULT_TIME_ZONE,
    run: async () => {
      const { people, tasks } = await queueOverdueDigests(options.db, options.appUrl, options.now());
      return `${tasks} overdue tasks mailed to ${people} people`;
    },
  };
}
