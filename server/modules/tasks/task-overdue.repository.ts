import { sql } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/constants.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import { overdueSql } from './tasks.repository.ts';
import { eventRecordedSql } from '../events/events.queries.ts';
import { peopleAs } from '../users/users.queries.ts';

/**
 * Records the overdue reminder on the task, unless one was sent on the organisation's `today`
 * already: one statement, so that two people clicking at once send one mail. Returns whether
 * this call recorded it.
 */
export async function claimOverdueReminder(
  db: DbOrTx,
  taskId: number,
  today: string,
  timeZone: string,
): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update tasks set overdue_mail_sent_at = now()
      where id = ${taskId} and (overdue_mail_sent_at is null
        or (overdue_mail_sent_at at time zone ${timeZone})::date < ${today}::date)
      returning id`,
  );
  return rows.length > 0;
}

export interface DigestRow {
  taskId: number;
  name: string;
  projectName: string;
  dueDate: string;
  userId: string;
  email: string;
  firstName: string;
  language: LanguageCode | null;
}

/**
 * Tasks that fell due in the `lookBackDays` before `today` and are still open, with an active
 * assignee, that no digest has named at their current due date: recorded as named and returned,
 * in one statement (the key of task_overdue_digests makes it once). Older overdue tasks are left
 * out, so that the first digest after an install or an outage is not a list of everything late.
 */
export async function claimOverdueDigestTasks(
  db: DbOrTx,
  today: string,
  lookBackDays: number,
): Promise<DigestRow[]> {
  return queryRows<DigestRow>(
    db,
    sql`with named as (
        insert into task_overdue_digests (task_id, due_date)
        select ${tasks.id}, ${tasks.dueDate} from ${tasks}
          join ${peopleAs('u')} on u.id = ${tasks.assignedToId} and u.is_active and u.deleted_at is null
        where not ${tasks.isDeleted} and ${overdueSql(today)}
          and ${tasks.dueDate} >= ${today}::date - ${lookBackDays}::int
        on conflict do nothing
        returning task_id
      )
      select t.id as "taskId", t.name, t.project_name as "projectName",
        to_char(t.due_date, 'YYYY-MM-DD') as "dueDate",
        u.id as "userId", u.email, u.first_name as "firstName", u.language
      from named join tasks t on t.id = named.task_id join ${peopleAs('u')} on u.id = t.assigned_to_id
      order by u.id, t.due_date, t.id`,
  );
}

/** A task the daily reminders tell its assignee of: what the sentence needs. */
export interface ReminderTaskRow {
  id: number;
  name: string;
  projectName: string;
  dueDate: string;
  status: string;
  assignedToId: string;
}

/**
 * Holds the daily task reminders for this transaction: a second run (a retry, another instance)
 * waits, then sees what the first one published, so nothing is told twice.
 */
export async function lockTaskReminders(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('orgdesk.task-reminders'))`);
}

/**
 * Open tasks (not deleted, neither Completed nor Closed) with an active assignee, due on the
 * days `from`–`to`, that no event of `type` has told of at their current due date to their
 * current assignee (a task given to someone else is told to them too).
 */
export async function findTasksToRemind(
  db: DbOrTx,
  input: { type: 'task.due_tomorrow' | 'task.became_overdue'; from: string; to: string },
): Promise<ReminderTaskRow[]> {
  return queryRows<ReminderTaskRow>(
    db,
    sql`select ${tasks.id} as id, ${tasks.name} as name, ${tasks.projectName} as "projectName",
        to_char(${tasks.dueDate}, 'YYYY-MM-DD') as "dueDate", ${tasks.status} as status,
        ${tasks.assignedToId} as "assignedToId"
      from ${tasks}
      join ${peopleAs('u')} on u.id = ${tasks.assignedToId} and u.is_active and u.deleted_at is null
      where not ${tasks.isDeleted} and ${tasks.status} not in ('Completed', 'Closed')
        and ${tasks.dueDate} between ${input.from}::date and ${input.to}::date
        and not ${eventRecordedSql({
          type: input.type,
          subjectKind: 'task',
          subjectId: sql`${tasks.id}`,
          match: {
            dueDate: sql`to_char(${tasks.dueDate}, 'YYYY-MM-DD')`,
            assignedToId: sql`${tasks.assignedToId}`,
          },
        })}
      order by ${tasks.dueDate}, ${tasks.id}`,
  );
}
