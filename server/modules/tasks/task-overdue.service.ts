import { addDays, todayIn } from '../../../shared/rules/dates.ts';
import { canRemindOverdue, formatTaskNumber, TASK_MESSAGES } from '../../../shared/rules/tasks.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Task } from '../../../shared/schemas/tasks.schema.ts';
import type { Db } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, unprocessable } from '../../lib/errors.ts';
import { overdueDigestMail } from '../../mail/templates.ts';
import { publish } from '../events/events.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findOrganisationTimeZone } from '../org/org.queries.ts';
import { scopeOf } from '../users/users.queries.ts';
import { organisationTimeZone } from '../org/org.service.ts';
import {
  claimOverdueDigestTasks,
  claimOverdueReminder,
  findTasksToRemind,
  lockTaskReminders,
  type DigestRow,
  type ReminderTaskRow,
} from './task-overdue.repository.ts';
import { findProjectPeople, findVisibleTask } from './tasks.repository.ts';
import { getTask } from './tasks.service.ts';
import { TASK_POLICY } from './tasks.policy.ts';

/**
 * The task list's overdue reminder (spec 000 §2, §7): a mail to the assignee of an overdue task,
 * recorded on the task (IsOverdueEmailSent and its date, which the list shows). Once a day per
 * task, whoever sends it: the claim is one statement, so a double click sends one mail.
 */
export async function sendOverdueReminder(
  ctx: AppContext,
  actor: SessionUser,
  taskId: number,
): Promise<Task> {
  const timeZone = await organisationTimeZone(ctx);
  const today = todayIn(timeZone, ctx.now());
  await ctx.db.transaction(async (tx) => {
    const task = await findVisibleTask(tx, scopeOf(actor), taskId);
    authorize(TASK_POLICY, actor, 'view', task);
    const [assignee] = task.assignedToId
      ? await findProjectPeople(tx, task.projectId, [task.assignedToId])
      : [];
    if (!assignee || !canRemindOverdue(task, today))
      throw unprocessable('not_overdue', TASK_MESSAGES.reminderNotOverdue);
    if (!(await claimOverdueReminder(tx, taskId, today, timeZone)))
      throw conflict('reminder_already_sent', TASK_MESSAGES.reminderSentToday);
    await publish(tx, {
      type: 'task.reminder_sent',
      actorId: actor.id,
      subject: { kind: 'task', id: task.id },
      concerns: [assignee.id],
      data: {
        name: task.name,
        projectName: task.projectName,
        dueDate: task.dueDate,
        status: task.status,
        assignedToId: assignee.id,
      },
    });
  });
  return getTask(ctx, actor, taskId);
}

/** How far back the digest looks for tasks that fell due (a few days of outage are covered). */
export const DIGEST_LOOK_BACK_DAYS = 7;
/** The most tasks one digest lists; the rest are counted. */
export const DIGEST_MAX_LISTED = 20;

/**
 * The daily overdue digest (beyond the spec): each person gets one mail naming their open tasks
 * that fell due since the last digest, each task once per due date. The tasks are claimed and
 * the mails queued in one transaction: a run that fails leaves both for the next.
 */
export async function queueOverdueDigests(
  db: Db,
  appUrl: string,
  now: Date,
): Promise<{ people: number; tasks: number }> {
  const today = todayIn(await findOrganisationTimeZone(db), now);
  return db.transaction(async (tx) => {
    const rows = await claimOverdueDigestTasks(tx, today, DIGEST_LOOK_BACK_DAYS);
    const byPerson = new Map<string, DigestRow[]>();
    for (const row of rows) byPerson.set(row.userId, [...(byPerson.get(row.userId) ?? []), row]);
    for (const [, tasks] of byPerson) {
      const person = tasks[0]!;
      await enqueueMail(
        tx,
        overdueDigestMail({
          to: person.email,
          firstName: person.firstName,
          language: person.language,
          tasks: tasks.slice(0, DIGEST_MAX_LISTED).map((task) => ({
            number: formatTaskNumber(task.taskId),
            name: task.name,
            projectName: task.projectName,
            dueDate: task.dueDate,
          })),
          more: Math.max(0, tasks.length - DIGEST_MAX_LISTED),
          url: `${appUrl}/tasks-list?tab=overdue`,
        }),
      );
    }
    return { people: byPerson.size, tasks: rows.length };
  });
}

/**
 * The daily task reminders (issue 29), told to the assignee under the bell: each open task due
 * tomorrow, and each that became overdue (due in the DIGEST_LOOK_BACK_DAYS before today, so that
 * an outage loses none and an install does not tell of everything late). Each task once per due
 * date and kind (a moved due date is told again), in one transaction; a rerun publishes nothing
 * twice. The mail of overdue tasks stays the overdue digest's, one per person and day.
 */
export async function publishTaskReminders(
  db: Db,
  today: string,
): Promise<{ dueTomorrow: number; becameOverdue: number }> {
  return db.transaction(async (tx) => {
    await lockTaskReminders(tx);
    const tomorrow = addDays(today, 1);
    const due = await findTasksToRemind(tx, { type: 'task.due_tomorrow', from: tomorrow, to: tomorrow });
    const overdue = await findTasksToRemind(tx, {
      type: 'task.became_overdue',
      from: addDays(today, -DIGEST_LOOK_BACK_DAYS),
      to: addDays(today, -1),
    });
    const reminder = (type: 'task.due_tomorrow' | 'task.became_overdue', task: ReminderTaskRow) => ({
      type,
      actorId: null,
      subject: { kind: 'task' as const, id: task.id },
      concerns: [task.assignedToId],
      data: {
        name: task.name,
        projectName: task.projectName,
        dueDate: task.dueDate,
        status: task.status,
        assignedToId: task.assignedToId,
      },
    });
    await publish(tx, [
      ...due.map((task) => reminder('task.due_tomorrow', task)),
      ...overdue.map((task) => reminder('task.became_overdue', task)),
    ]);
    return { dueTomorrow: due.length, becameOverdue: overdue.length };
  });
}
