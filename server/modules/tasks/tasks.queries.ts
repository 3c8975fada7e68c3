import { and, asc, between, eq, inArray, not, notInArray, sql } from 'drizzle-orm';
import type { ProjectTaskCounts } from '../../../shared/schemas/projects.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import type { Scope } from '../users/users.queries.ts';
import type { SubjectSight } from '../events/events.queries.ts';
import { overdueSql, taskInSightSql, visibleTasksSql } from './tasks.repository.ts';

/**
 * The status panel of a project's details page (spec 001 §2.8): its non-deleted tasks by status,
 * and Overdue (due before `today`, not Completed or Closed). Only the tasks the scope may see are
 * counted, so that each count matches the task list it links to.
 */
export async function countProjectTasks(
  db: DbOrTx,
  scope: Scope,
  projectId: number,
  today: string,
): Promise<ProjectTaskCounts> {
  const [row] = await db
    .select({
      new: sql<number>`count(*) filter (where ${tasks.status} = 'New')::int`,
      active: sql<number>`count(*) filter (where ${tasks.status} = 'Active')::int`,
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'Completed')::int`,
      inProgress: sql<number>`count(*) filter (where ${tasks.status} = 'In-progress')::int`,
      inactive: sql<number>`count(*) filter (where ${tasks.status} = 'In-active')::int`,
      overdue: sql<number>`count(*) filter (where ${overdueSql(today)})::int`,
    })
    .from(tasks)
    .where(and(eq(tasks.projectId, projectId), eq(tasks.isDeleted, false), visibleTasksSql(scope)));
  return row ?? { new: 0, active: 0, completed: 0, inProgress: 0, inactive: 0, overdue: 0 };
}

/** Whether a project still has open work: tasks not deleted and neither Completed nor Closed. */
export async function hasOpenProjectTasks(db: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(
      and(
        eq(tasks.projectId, projectId),
        eq(tasks.isDeleted, false),
        sql`${tasks.status} not in ('Completed', 'Closed')`,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The open tasks of `assigneeIds` past their due date on `today`, oldest due first (a manager's weekly digest). */
export async function findOverdueTasksOf(
  db: DbOrTx,
  assigneeIds: readonly string[],
  today: string,
): Promise<Array<{ id: number; name: string; assignedToId: string; dueDate: string }>> {
  if (assigneeIds.length === 0) return [];
  const rows = await db
    .select({ id: tasks.id, name: tasks.name, assignedToId: tasks.assignedToId, dueDate: tasks.dueDate })
    .from(tasks)
    .where(and(inArray(tasks.assignedToId, [...assigneeIds]), not(tasks.isDeleted), overdueSql(today)))
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
  return rows.map((r) => ({ ...r, assignedToId: r.assignedToId! }));
}

/** An open task of someone's, by its due date: what their calendar feed shows. */
export interface DueTask {
  id: number;
  name: string;
  projectName: string;
  dueDate: string;
}

/** The open (not Completed or Closed) tasks assigned to `assigneeId` due on the days from–to. */
export async function findDueTasksOf(
  db: DbOrTx,
  assigneeId: string,
  from: string,
  to: string,
): Promise<DueTask[]> {
  return db
    .select({ id: tasks.id, name: tasks.name, projectName: tasks.projectName, dueDate: tasks.dueDate })
    .from(tasks)
    .where(
      and(
        eq(tasks.assignedToId, assigneeId),
        eq(tasks.isDeleted, false),
        notInArray(tasks.status, ['Completed', 'Closed']),
        between(tasks.dueDate, from, to),
      ),
    )
    .orderBy(asc(tasks.dueDate), asc(tasks.id));
}

/** The tasks a scope may open (deleted ones included, as on their page), for reading their events. */
export function taskSight(scope: Scope): SubjectSight {
  return {
    kind: 'task',
    visible: (id) =>
      sql`exists (select 1 from ${tasks} where ${tasks.id} = (${id})::int and ${taskInSightSql(scope)})`,
  };
}
