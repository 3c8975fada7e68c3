import type { Readable } from 'node:stream';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { TASK_EXPORT_COLUMNS } from '../../../shared/schemas/task-export.schema.ts';
import type { TaskListQuery } from '../../../shared/schemas/tasks.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { csvStream } from '../../lib/csv.ts';
import { scopeOf, type Scope } from '../users/users.queries.ts';
import { organisationToday } from '../org/org.service.ts';
import { exportTimeZone, taskExportCells } from './task-export.presenter.ts';
import { findTaskListToExport, findTasksToExport, type TaskExportRow } from './task-export.repository.ts';
import { taskListWhere } from './task-list.repository.ts';
import { loadVisibleTask, taskAudienceOf } from './tasks.service.ts';

/**
 * Rows a list export reads per query, by id. Large enough that 10,000 rows take ten short
 * queries, small enough that a batch (descriptions of up to 5,000 characters) stays a few MB.
 */
export const TASK_EXPORT_BATCH_SIZE = 1_000;

async function* cellsOf(
  batches: AsyncIterable<TaskExportRow[]> | Iterable<TaskExportRow[]>,
  timeZone: string,
) {
  const zone = exportTimeZone(timeZone);
  for await (const batch of batches) for (const row of batch) yield taskExportCells(row, zone);
}

/**
 * "Export all": Task_list.csv of every task of a list (tab, filters, search and order as the list
 * has them; its page and page size do not matter), as the viewed scope sees it, streamed from the
 * database a batch at a time (findTaskListToExport).
 */
export async function exportTaskList(
  ctx: AppContext,
  actor: SessionUser,
  scope: Scope,
  query: TaskListQuery,
): Promise<Readable> {
  const today = await organisationToday(ctx);
  const where = taskListWhere(await taskAudienceOf(ctx, scope), query, today);
  return csvStream(
    TASK_EXPORT_COLUMNS,
    cellsOf(findTaskListToExport(ctx.db, where, query, TASK_EXPORT_BATCH_SIZE), actor.timeZone),
  );
}

/**
 * Task_list.csv of the selected rows, in the order given, each once. Ids of tasks the caller may
 * not open (findTasksToExport) or that do not exist are left out without a word, as if they had
 * not been sent: the answer never tells them apart, and with none left the file has its header
 * alone.
 */
export async function exportSelectedTasks(
  ctx: AppContext,
  actor: SessionUser,
  ids: number[],
): Promise<Readable> {
  const unique = [...new Set(ids)];
  const rows = await findTasksToExport(ctx.db, scopeOf(actor), unique);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const ordered = unique.flatMap((id) => byId.get(id) ?? []);
  return csvStream(TASK_EXPORT_COLUMNS, cellsOf([ordered], actor.timeZone));
}

/**
 * Task_Id-{id}.csv of one task, for whoever may open it (loadVisibleTask: a mention brings
 * someone to it too); any other is the same 404 as when opening it.
 */
export async function exportOneTask(ctx: AppContext, actor: SessionUser, id: number): Promise<Readable> {
  const row = await loadVisibleTask(ctx, actor, id);
  return csvStream(TASK_EXPORT_COLUMNS, cellsOf([[row]], actor.timeZone));
}
