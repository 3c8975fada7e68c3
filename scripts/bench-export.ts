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
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import v8 from 'node:v8';
import vm from 'node:vm';
import { count } from 'drizzle-orm';
import type { SessionUser } from '../shared/schemas/auth.schema.ts';
import type { TaskListQuery } from '../shared/schemas/tasks.schema.ts';
import { tasks } from '../server/db/schema.ts';
import type { AppContext } from '../server/lib/context.ts';
import type { Scope } from '../server/modules/org/org.scope.ts';
import { organisationToday } from '../server/modules/org/org.service.ts';
import { exportTaskList } from '../server/modules/tasks/task-export.service.ts';
import { findTaskAudience, taskListWhere } from '../server/modules/tasks/task-list.repository.ts';

export const EXPORT_ROWS = 10_000;
export const EXPORT_BUDGET = { ms: 2_000, growthMb: 50 };
const MB = 1024 * 1024;

export interface ExportCase {
  query: TaskListQuery;
  /** How many tasks the list has. */
  rows: number;
}

/** The list of the case (see the top of this file), as the scope sees it. */
export async function findExportCase(ctx: AppContext, scope: Scope): Promise<ExportCase> {
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
  throw new Error(`The scope sees ${rows} tasks, fewer than ${EXPORT_ROWS}`);
}

/** The query string of a list, as the web app sends it. */
export function exportPath(query: TaskListQuery): string {
  const search = new URLSearchParams({ tab: query.tab, orderBy: query.orderBy, sort: query.sort });
  if (query.to) search.set('to', query.to);
  return `/api/v1/tasks/export.csv?${search.toString()}`;
}

/** Counts the bytes and the lines of a CSV as it goes by (the generated tasks' texts have no line breaks). */
function countingSink() {
  const seen = { bytes: 0, lines: 0 };
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      seen.bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) seen.lines++;
      done();
    },
  });
  return { sink, seen };
}

const line = (label: string, ms: number, growth: string, over: boolean) =>
  console.log(
    `  ${label.padEnd(50)} ${ms.toFixed(0).padStart(6)} ms  ${growth}  ${over ? 'OVER' : 'within'} budget`,
  );

/**
 * V8's garbage collector, exposed at run time: each run starts from a collected heap, so that its
 * growth is the export's, not the garbage the list cases before it left behind.
 */
function garbageCollector(): () => void {
  v8.setFlagsFromString('--expose-gc');
  return vm.runInNewContext('gc') as () => void;
}

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
  runs = 3,
): Promise<void> {
  console.log(
    `\nCSV export of ${EXPORT_ROWS.toLocaleString('en')} tasks (${exportCase.rows.toLocaleString('en')} rows: ` +
      `all tasks due by ${exportCase.query.to}, newest first), budget ${EXPORT_BUDGET.ms} ms and ` +
      `${EXPORT_BUDGET.growthMb} MB of resident memory growth:`,
  );
  const collect = garbageCollector();
  for (let run = 1; run <= runs; run++) {
    collect();
    const before = process.memoryUsage();
    const peak = { rss: before.rss, heap: before.heapUsed };
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peak.rss = Math.max(peak.rss, now.rss);
      peak.heap = Math.max(peak.heap, now.heapUsed);
    }, 5);
    const started = performance.now();
    const { sink, seen } = countingSink();
    await pipeline(await exportTaskList(ctx, actor, scope, exportCase.query), sink);
    const ms = performance.now() - started;
    clearInterval(sampler);
    const after = process.memoryUsage();
    peak.rss = Math.max(peak.rss, after.rss);
    peak.heap = Math.max(peak.heap, after.heapUsed);
    collect();
    const retainedMb = (process.memoryUsage().heapUsed - before.heapUsed) / MB;
    if (seen.lines !== exportCase.rows + 1)
      throw new Error(`The export had ${seen.lines - 1} rows, not ${exportCase.rows}`);
    const rssMb = (peak.rss - before.rss) / MB;
    const heapMb = (peak.heap - before.heapUsed) / MB;
    line(
      `server-side, run ${run} (${(seen.bytes / MB).toFixed(1)} MB of CSV)`,
      ms,
      `RSS +${rssMb.toFixed(1)} MB, heap +${heapMb.toFixed(1)} MB at peak (+${retainedMb.toFixed(1)} MB kept)`,
      ms > EXPORT_BUDGET.ms || rssMb >= EXPORT_BUDGET.growthMb,
    );
  }
}

/**
 * The HTTP measurement against the running server at `url`, signed in with `session`;
 * `residentMb`, `peakMb` and `resetPeak` read and reset the server's memory (scripts/bench-http.ts).
 */
export async function benchExportHttp(options: {
  url: string;
  session: string;
  exportCase: ExportCase;
  residentMb: () => number | null;
  peakMb: () => number | null;
  resetPeak: () => boolean;
  runs?: number;
}): Promise<boolean> {
  let ok = true;
  for (let run = 1; run <= (options.runs ?? 3); run++) {
    const peakReset = options.resetPeak();
    const before = options.residentMb();
    const started = performance.now();
    const res = await fetch(`${options.url}${exportPath(options.exportCase.query)}`, {
      headers: { cookie: `orgdesk_session=${options.session}` },
    });
    const body = Buffer.from(await res.arrayBuffer());
    const ms = performance.now() - started;
    const peak = options.peakMb();
    let lines = 0;
    for (let i = body.indexOf(10); i !== -1; i = body.indexOf(10, i + 1)) lines++;
    if (!res.ok || lines !== options.exportCase.rows + 1) {
      console.log(`  HTTP export failed: ${res.status}, ${lines - 1} rows`);
      ok = false;
      continue;
    }
    const growth = peak !== null && before !== null && peakReset ? peak - before : null;
    line(
      `over HTTP, run ${run} (${(body.length / MB).toFixed(1)} MB)`,
      ms,
      growth === null ? 'server memory not readable' : `server RSS +${growth} MB at peak (${peak} MB)`,
      ms > EXPORT_BUDGET.ms || (growth ?? 0) >= EXPORT_BUDGET.growthMb,
    );
  }
  return ok;
}
