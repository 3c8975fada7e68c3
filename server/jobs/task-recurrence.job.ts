import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import { todayIn } from '../../shared/rules/dates.ts';
import type { Db } from '../db/client.ts';
import type { JobDefinition } from '../lib/scheduler.ts';
import { addDueOccurrences } from '../modules/tasks/task-recurrence.service.ts';

export const TASK_RECURRENCE_JOB = 'task-recurrence';

/**
 * Each hour, the repeating tasks whose last task is due get their next one (issue 31). Hourly, so
 * that a series started today or a missed run is caught up within the hour; a run adds nothing
 * twice (task-recurrence.service.ts).
 */
export function taskRecurrenceJob(options: { db: Db; now: () => Date }): JobDefinition {
  return {
    name: TASK_RECURRENCE_JOB,
    description: 'Adds the next task of each repeating task once the last one is due.',
    schedule: '0 3 * * * *',
    timezone: DEFAULT_TIME_ZONE,
    run: async ({ period }) => {
      const added = await addDueOccurrences(options.db, todayIn(DEFAULT_TIME_ZONE, period), options.now());
      return `${added} tasks added`;
    },
  };
}
