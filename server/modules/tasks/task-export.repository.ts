import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { TaskStatus } from '../../../shared/rules/tasks.ts';
import type { TaskListQuery, TaskSortColumn } from '../../../shared/schemas/tasks.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { tasks } from '../../db/schema.ts';
import type { Scope } from '../org/org.scope.ts';
import { orderParts, orderSql } from './task-list.repository.ts';
import { visibleTasksSql } from './tasks.repository.ts';

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

/** The visible ones among the given tasks (deleted or not), in no particular order. */
export async function findTasksToExport(db: DbOrTx, scope: Scope, ids: number[]): Promise<TaskExportRow[]> {
  if (ids.length === 0) return [];
  return db
    .select(exportColumns)
    .from(tasks)
    .where(and(inArray(tasks.id, ids), visibleTasksSql(scope)));
}

/**
 * Where the next batch of a list starts: the last row's order key as text (null for an unassigned
 * task in the assignee order) and its id. The key goes back as a parameter without a type, which
 * PostgreSQL reads as the type of the key it is compared with (a timestamp to the microsecond, a
 * status in the enum's order), so no precision is lost on the way through JavaScript.
 */
interface ListCursor {
  key: string | null;
  id: number;
}

/** Orders whose key may be missing: an unassigned task has no assignee's name. */
const NULLABLE_KEYS: ReadonlySet<TaskSortColumn> = new Set(['assignedTo']);

/**
 * The rows after `cursor` in the list's order (keyset pagination): a batch starts where the last
 * one stopped, found through the order's index, however far into the list. A missing key comes
 * last going up and first going down, as PostgreSQL orders nulls by default.
 */
function afterSql(order: ReturnType<typeof orderParts>, query: ListQuery, cursor: ListCursor): SQL {
  const { key, id } = order;
  const up = query.sort === 'asc';
  const beyond = up ? sql`>` : sql`<`;
  if (!key) return sql`${id} ${beyond} ${cursor.id}`;
  const past = sql`(${key}, ${id}) ${beyond} (${cursor.key}, ${cursor.id})`;
  if (!NULLABLE_KEYS.has(query.orderBy)) return past;
  if (up) {
    return cursor.key === null
      ? sql`(${key} is null and ${id} > ${cursor.id})`
      : sql`(${past} or ${key} is null)`;
  }
  return cursor.key === null ? sql`(${key} is not null or ${id} < ${cursor.id})` : past;
}

type ListQuery = Pick<TaskListQuery, 'orderBy' | 'sort' | 'search'>;

/**
 * Every row of a task list, in the list's order, a batch at a time: each batch is one short query
 * of its own (keyset pagination, see afterSql), so no transaction or connection is held while a
 * slow client reads the file, and other requests go between the batches (PGlite has a single
 * connection). Rows changed while the export runs may move in the order: like paging through the
 * list, such a row can be met twice or missed.
 */
export async function* findTaskListToExport(
  db: DbOrTx,
  where: SQL | undefined,
  query: ListQuery,
  batchSize: number,
): AsyncGenerator<TaskExportRow[]> {
  const order = orderParts(query);
  const cursorKey = order.key ? sql<string | null>`(${order.key})::text` : sql<null>`null`;
  let cursor: ListCursor | null = null;
  for (;;) {
    const rows: Array<TaskExportRow & { cursorKey: string | null }> = await db
      .select({ ...exportColumns, cursorKey })
      .from(tasks)
      .where(and(where, cursor ? afterSql(order, query, cursor) : undefined))
      .orderBy(...orderSql(order))
      .limit(batchSize);
    if (rows.length > 0) yield rows;
    if (rows.length < batchSize) return;
    const last = rows.at(-1)!;
    cursor = { key: last.cursorKey, id: last.id };
  }
}
