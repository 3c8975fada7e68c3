import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import { todayIn } from '../../shared/rules/dates.ts';
import type { Db } from '../db/client.ts';
import { publishLeaveReminders } from '../modules/leave/leave-reminders.service.ts';
import { findOrganisationTimeZone } from '../modules/org/org.queries.ts';
import { publishTaskReminders } from '../modules/tasks/task-overdue.service.ts';
import type { JobDefinition } from '../lib/scheduler.ts';

export const DAILY_REMINDERS_JOB = 'daily-reminders';

/**
 * Each morning, the reminders nobody presses a button for (issue 29): each module publishes its
 * own as events (tasks due tomorrow or overdue; leave starting tomorrow, compensatory days about
 * to lapse), which the notification consumers then deliver. The day is the run's period in the
 * organisation's time zone, so a retry of the run is for the same day, and publishes nothing twice.
 */
export function dailyRemindersJob(options: { db: Db }): JobDefinition {
  return {
    name: DAILY_REMINDERS_JOB,
    description:
      'Tells people of their tasks due tomorrow or now overdue, managers of their reports’ leave starting tomorrow, and people of compensatory days about to lapse.',
    schedule: '0 0 7 * * *',
    timezone: DEFAULT_TIME_ZONE,
    run: async ({ period }) => {
      const today = todayIn(await findOrganisationTimeZone(options.db), period);
      const tasks = await publishTaskReminders(options.db, today);
      const leave = await publishLeaveReminders(options.db, today);
      return `${tasks.dueTomorrow} tasks due tomorrow, ${tasks.becameOverdue} overdue, ${leave.startingTomorrow} leave starting tomorrow, ${leave.compensatoryExpiring} compensatory days about to lapse`;
    },
  };
}
