/**
 * The CSV export case of `npm run bench`: "Export all" of a task list of at least 10,000 tasks,
 * read to its last byte, against a budget of 2 s and 50 MB of memory growth.
 *
 * The list is the busiest manager's All tasks, newest first (the list's default order), due no
 * later than the first day by which 10,000 of their tasks fall due: a filter a person could set,
 * of 10,000 rows or more (the last day's tasks all count: 12,148 in the large shape). Its tasks lie
 * far along the order (the oldest due dates), the hard case for a walk along the order's index.
 * Measured twice:
 *
 * - server-side, in this process, the export service streamed into a sink that counts its bytes:
 *   the duration, and how far the resident memory and the JavaScript heap rose above where they
 *   were before (sampled every 5 ms, PGlite's thread included, as in the server), and what the
 *   heap still held once collected afterwards. The budget is on the resident memory: the heap's
 *   peak counts garbage not yet collected (60 MB of it on PostgreSQL, whose driver makes more),
 *   which lives in memory the process already had;
 * - over HTTP, against the real server (scripts/bench-http.ts): the duration to the last byte and
 *   how far the server's resident memory rose at its peak (Linux's VmHWM, reset first).
 */
import { pipeline } from 'node:stream/promises';
import { count } from 'drizzle-orm';
import type { SessionUser } from '../shared/schemas/auth.schema.ts';
import type { TaskListQuery } from '../shared/schemas/tasks.schema.ts';
import { tasks } from '../server/db/schema.ts';
import type { AppContext } from '../server/lib/context.ts';
import type { Scope } from '../server/modules/users/users.queries.ts';
import { organisationToday } from '../server/modules/org/org.service.ts';
import { exportTaskList } from '../server/modules/tasks/task-export.service.ts';
import { findTaskAudience, taskListWhere } from '../server/modules/tasks/task-list.repository.ts';
import { sized } from './bench-sizes.ts';
import {
  budgetLine,
  countingSink,
  describeGrowth,
  garbageCollector,
  MB,
  measureGrowth,
  measureHttpDownload,
  describeServerGrowth,
  type ServerMemory,
} from './bench-memory.ts';

export const EXPORT_ROWS = sized(10_000, 20);
export const EXPORT_BUDGET = { ms: 2_000, growthMb: 50 };

export interface ExportCase {
  query: TaskListQuery;
  /** How many tasks the list has. */
  rows: number;
}

/**
 * The list of the case (see the top of this file), as the scope sees it; null (the case is
 * skipped) when the scope sees fewer than 10,000 tasks, as in the peer shape.
 */
export async function findExportCase(ctx: AppContext, scope: Scope): Promise<ExportCase | null> {
  const base: TaskListQuery = { tab: 'all', orderBy: 'createdAt', sort: 'desc', page: 1, pageSize: 15 };
  const where = taskListWhere(await findTaskAudience(ctx.db, scope), base, await organisationToday(ctx));
  const days = await ctx.db
    .select({ day: tasks.dueDate, n: count() })
    .from(tasks)
    .where(where)
    .groupBy(tasks.dueDate)
    .orderBy(tasks.dueDate);
  let rows = 0;
  for (const { day, n } of days) {
    rows += n;
    if (rows >= EXPORT_ROWS) return { query: { ...base, to: day }, rows };
  }
  console.log(`The CSV export case is skipped: the manager sees ${rows} tasks, fewer than ${EXPORT_ROWS}`);
  return null;
}

/** The query string of a list, as the web app sends it. */
export function exportPath(query: TaskListQuery): string {
  const search = new URLSearchParams({ tab: query.tab, orderBy: query.orderBy, sort: query.sort });
  if (query.to) search.set('to', query.to);
  return `/api/v1/tasks/export.csv?${search.toString()}`;
}

/** Runs of each measurement; one under --smoke, where collecting garbage around a run outlasts the run. */
const RUNS = sized(3, 1);

/**
 * The server-side measurement: `runs` exports one after the other, each reported with the peak
 * growth of the resident memory and of the heap (garbage not yet collected included), and what
 * the heap still holds once collected after it.
 */
export async function benchExportServerSide(
  ctx: AppContext,
  actor: SessionUser,
  scope: Scope,
  exportCase: ExportCase,
  runs = RUNS,
): Promise<void> {
  console.log(
    `\nCSV export of ${EXPORT_ROWS.toLocaleString('en')} tasks (${exportCase.rows.toLocaleString('en')} rows: ` +
      `all tasks due by ${exportCase.query.to}, newest first), budget ${EXPORT_BUDGET.ms} ms and ` +
      `${EXPORT_BUDGET.growthMb} MB of resident memory growth:`,
  );
  const collect = garbageCollector();
  for (let run = 1; run <= runs; run++) {
    const { sink, seen } = countingSink();
    const growth = await measureGrowth(collect, async () =>
      pipeline(await exportTaskList(ctx, actor, scope, exportCase.query), sink),
    );
    if (seen.lines !== exportCase.rows + 1)
      throw new Error(`The export had ${seen.lines - 1} rows, not ${exportCase.rows}`);
    budgetLine(
      `server-side, run ${run} (${(seen.bytes / MB).toFixed(1)} MB of CSV)`,
      growth.ms,
      describeGrowth(growth),
      growth.ms > EXPORT_BUDGET.ms || growth.rssMb >= EXPORT_BUDGET.growthMb,
    );
  }
}

/**
 * The HTTP measurement against the running server at `url`, signed in with `session`;
 * `residentMb`, `peakMb` and `resetPeak` read and reset the server's memory (scripts/bench-http.ts).
 */
export async function benchExportHttp(
  options: ServerMemory & { url: string; session: string; exportCase: ExportCase; runs?: number },
): Promise<boolean> {
  let ok = true;
  for (let run = 1; run <= (options.runs ?? RUNS); run++) {
    const got = await measureHttpDownload(
      `${options.url}${exportPath(options.exportCase.query)}`,
      options.session,
      options,
    );
    if (got.status !== 200 || got.lines !== options.exportCase.rows + 1) {
      console.log(`  HTTP export failed: ${got.status}, ${got.lines - 1} rows`);
      ok = false;
      continue;
    }
    budgetLine(
      `over HTTP, run ${run} (${(got.bytes / MB).toFixed(1)} MB)`,
      got.ms,
      describeServerGrowth(got),
      got.ms > EXPORT_BUDGET.ms || (got.growthMb ?? 0) >= EXPORT_BUDGET.growthMb,
    );
  }
  return ok;
}
