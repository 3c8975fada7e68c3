import { and, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '../../../shared/rules/tasks.ts';
import type { TaskListQuery } from '../../../shared/schemas/tasks.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema/tasks.ts';
import type { Scope } from '../users/users.queries.ts';
import { orderFor } from './task-list.repository.ts';
import { taskInSightSql } from './tasks.repository.ts';

/** What a task's line of a CSV export holds; the names are those copied onto the task. */
export interface TaskExportRow {
  id: number;
  name: string;
  assignedByName: string;
  assignedToName: string | null;
  dueDate: string;
  createdAt: Date;
  description: string;
  status: TaskStatus;
}

const exportColumns = {
  id: tasks.id,
  name: tasks.name,
  assignedByName: tasks.assignedByName,
  assignedToName: tasks.assignedToName,
  dueDate: tasks.dueDate,
  createdAt: tasks.createdAt,
  description: tasks.description,
  status: tasks.status,
};

/** The given tasks, one parameter however many (a statement prepared once for any batch). */
const idIn = (ids: readonly number[]) => sql`${tasks.id} = any(${sql.param(ids)}::int[])`;

/**
 * The ones among the given tasks (deleted or not) that the scope may read, as when opening one
 * (taskInSightSql, findVisibleTask's condition), in no particular order.
 */
export async function findTasksToExport(db: DbOrTx, scope: Scope, ids: number[]): Promise<TaskExportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(exportColumns)
    .from(tasks)
    .where(and(idIn(ids), taskInSightSql(scope)));
}

/**
 * The ids of every task of a list, in the list's order, in one query answered with a single
 * array: 4 bytes a task from the database, a number each in JavaScript (8 MB for a million).
 * Without a LIMIT the planner reads the matches the cheapest way and sorts them once. A keyset
 * walk along the order's index, batch by batch, looked at a million tasks one heap fetch at a
 * time for a filter whose tasks lie far along the order (10 s for 12,000 tasks due by a date,
 * newest first, where this takes 0.3 s).
 */
async function findTaskIdsToExport(
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'search'>,
): Promise<number[]> {
  const [row] = await db
    .select({
      ids: sql<number[] | null>`array_agg(${tasks.id} order by ${sql.join(orderFor(query), sql`, `)})`,
    })
    .from(tasks)
    .where(where);
  return row?.ids ?? [];
}

/**
 * Every row of a task list, in the list's order, a batch at a time. The order is fixed once
 * (findTaskIdsToExport); each batch is then one short query by id, so no transaction or
 * connection is held while a slow client reads the file, and other requests go between the
 * batches (PGlite has a single connection). A batch keeps the list's conditions: a task that left
 * the list (or the caller's sight) while the export ran is left out; the others are as they are
 * when their batch is read.
 */
export async function* findTaskListToExport(
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'search'>,
  batchSize: number,
): AsyncGenerator<TaskExportRow[]> {
  const ids = await findTaskIdsToExport(db, where, query);
  for (let start = 0; start < ids.length; start += batchSize) {
    const batch = ids.slice(start, start + batchSize);
    const rows = await db
      .select(exportColumns)
      .from(tasks)
      .where(and(idIn(batch), where));
    const byId = new Map(rows.map((row) => [row.id, row]));
    yield batch.flatMap((id) => byId.get(id) ?? []);
  }
}
