/**
 * `npm run bench`: generates an organisation of the given shape and measures the task list and
 * the dashboard of the manager with the most people below them, first server-side (the service
 * calls, without HTTP), then over HTTP against the real server (scripts/bench-http.ts): "my open
 * tasks by due date" and "one task" as random signed-in people, each with autocannon at 1 and 16
 * connections, with req/s, p50, p99, failures and the server's peak memory.
 *
 *   npm run bench -- [--shape peer|large] [--users N] [--projects N] [--tasks N] [--iterations N]
 *                    [--duration S] [--keep DIR] [--http-only] [--leave-only] [--attendance-only]
 *                    [--grid-only] [--writes-only] [--lists-only] [--person-only] [--wrk-files DIR] [--smoke]
 *   npm run bench -- --live-only   (live notifications on PostgreSQL with two instances: scripts/bench-live.ts)
 *   npm run bench -- --first-load [--rounds N] [--url URL] [--language fr]   (the web app's first load: scripts/bench-first-load.ts)
 *   npm run bench -- --palette [--rounds N] [--url URL]   (the search palette's answer after typing: scripts/bench-palette.ts)
 *   npm run bench -- --board [--rounds N] [--url URL]   (the task board's moves and first paint: scripts/bench-board.ts)
 *
 * Shapes (scripts/generate-org.ts): `large` (default) is 5,000 people, 200 projects and 1,000,000
 * tasks; `peer` is 2,000 people, 40 projects of 50 members and 100,000 tasks, the shape of the
 * yardstick in ../shared/bench. --users/--projects/--tasks override the shape's figures.
 *
 * Uses a fresh embedded database in a temporary folder, or the empty PostgreSQL database at
 * DATABASE_URL when set (the HTTP load then runs on PostgreSQL too). With --keep DIR the embedded
 * database lives in DIR and is kept: a later run with the same DIR measures the organisation
 * already there instead of generating it again. --http-only skips the server-side part;
 * --duration S is the length of each HTTP run (default 20); --wrk-files DIR writes cookies.txt and
 * shows.txt there for ../shared/bench/wrk-orgdesk.lua (the sessions stay valid after the run when
 * the database is kept). Budgets (embedded database, 2 cores): task list p95 < 25 ms, dashboard
 * p95 < 50 ms, the first page of a task's timeline of 1,000 entries p95 < 20 ms, the CSV export of
 * 10,000 tasks (scripts/bench-export.ts) within 2 s and 50 MB of memory growth, the zip of 10 tasks'
 * 100 attachments of 1 MB (scripts/bench-zip.ts) within 50 MB of memory growth, both in the process
 * and over HTTP, and the leave list of a manager over 1,000 people's 50,000 applications
 * (scripts/bench-leave.ts) p95 < 25 ms; --leave-only measures that case alone. Attendance marking
 * (scripts/bench-attendance.ts): a check-in, the image processing aside, p95 ≤ 50 ms and the
 * re-encoding of a 2 MB photo p95 ≤ 300 ms; --attendance-only measures those alone. --grid-only
 * measures the attendance grid of a manager over 1,000 people and its CSV export
 * (scripts/bench-attendance-grid.ts, p95 ≤ 150 ms each) on 1,000 people it seeds itself, without
 * generating the organisation. --writes-only measures two writes over HTTP against the started
 * server (scripts/bench-writes.ts), task create and leave approve, each at 1 and 16 connections
 * for --duration seconds, on people, a project and pending leaves it seeds itself: the yardstick
 * of "a write that emits events stays within 10 % of today's req/s". The four -only flags
 * combine (with --activity-only: the audit log over 1,000,000 events, scripts/bench-audit.ts, and a
 * person's 10,000 notifications, scripts/bench-notifications.ts, p95 ≤ 50 and 20 ms; and with
 * --search-only: the global search's queries, scripts/bench-search.ts, p95 ≤ 50 ms, also part of
 * the full server-side run):
 * --lists-only: the task list's cases (its tabs, orders and searches) and the users list's (its
 * orders and searches), task list p95 < 25 ms each. --person-only: a person's page, each section
 * over the app (scripts/bench-person.ts), all of them together ≤ 60 ms.
 * `--leave-only --attendance-only --grid-only --writes-only` measures those cases in one
 * run (the grid's and the writes' people seeded last, beside the organisation; the writes' HTTP
 * runs after the rest). The timeline's task has every 4th entry a comment with two attachments.
 * Exits with 1 when an HTTP request failed (non-2xx or errors). --smoke shrinks every fixed case
 * to a few people, rows and files (scripts/bench-sizes.ts): with a tiny shape and --duration 1 a
 * mode runs in seconds, which is how scripts/bench.test.ts checks that each still runs; its
 * figures are not comparable to the budgets.
 */
import { sql } from 'drizzle-orm';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import type { TaskListQuery } from '../shared/schemas/tasks.schema.ts';
import { userListQuerySchema, type UserListQuery } from '../shared/schemas/users.schema.ts';
import { createAppContext } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase, queryRows, type Database, type Db } from '../server/db/client.ts';
import type { AppContext } from '../server/lib/context.ts';
import { applyMigrations } from '../server/db/migrate.ts';
import { resolveViewScope } from '../server/modules/users/users.queries.ts';
import { getTaskTimeline } from '../server/modules/tasks/task-timeline.service.ts';
import { getDashboard, listTasks } from '../server/modules/tasks/tasks.service.ts';
import { listPeople } from '../server/modules/users/people.service.ts';
import { presentSessionUser } from '../server/modules/users/users.presenter.ts';
import { findActiveSessionUser } from '../server/modules/users/users.repository.ts';
import { benchExportServerSide, findExportCase, type ExportCase } from './bench-export.ts';
import { benchBoard } from './bench-board.ts';
import { benchFirstLoad } from './bench-first-load.ts';
import { benchPalette } from './bench-palette.ts';
import { benchZipServerSide, prepareZipCase, type ZipCase } from './bench-zip.ts';
import { benchHttp, type HttpBenchOptions } from './bench-http.ts';
import { benchAttendanceServerSide } from './bench-attendance.ts';
import { benchAttendanceGrid } from './bench-attendance-grid.ts';
import { benchAuditServerSide, prepareAuditCase } from './bench-audit.ts';
import { benchLeaveServerSide, prepareLeaveCase } from './bench-leave.ts';
import { benchLive } from './bench-live.ts';
import { benchNotificationsServerSide, prepareNotificationsCase } from './bench-notifications.ts';
import { benchPersonPage } from './bench-person.ts';
import { benchSearchServerSide } from './bench-search.ts';
import { benchWrites, prepareWritesCase, type WritesCase } from './bench-writes.ts';
import { sized } from './bench-sizes.ts';
import {
  busiestManager,
  findGeneratedOrganisation,
  generateOrganisation,
  shapeFromArgs,
} from './generate-org.ts';

const BUDGET_MS = { list: 25, dashboard: 50, timeline: 20 };
const TIMELINE_ENTRIES = sized(1_000, 40);

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isFinite(value) || value < 0) throw new Error(`--${name} must be a number`);
  return value;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function measure(iterations: number, run: () => Promise<unknown>) {
  for (let i = 0; i < 3; i++) await run();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times.at(-1)! };
}

const LIST_CASES: Array<{ label: string; query: Partial<TaskListQuery> }> = [
  { label: 'all, newest first', query: { tab: 'all' } },
  {
    label: 'all, New+Active, by due date',
    query: { tab: 'all', statuses: ['New', 'Active'], orderBy: 'dueDate', sort: 'asc' },
  },
  { label: 'all, search "budget", newest first', query: { tab: 'all', search: 'budget' } },
  { label: 'all, search "budget", by due date', query: { tab: 'all', search: 'budget', orderBy: 'dueDate' } },
  { label: 'all, search "budget", by name', query: { tab: 'all', search: 'budget', orderBy: 'name' } },
  { label: "all, search a person's name, newest first", query: { tab: 'all', search: 'First42 Last42' } },
  { label: 'assigned to me, by status', query: { tab: 'assigned-to-me', orderBy: 'status' } },
  { label: 'mentioned me', query: { tab: 'mentioned-me' } },
  {
    label: 'assigned by me, unassigned, by project',
    query: { tab: 'assigned-by-me', assignees: ['unassigned'], orderBy: 'project' },
  },
  { label: 'over due, by assignee', query: { tab: 'overdue', orderBy: 'assignedTo' } },
  { label: 'deleted, by due date', query: { tab: 'deleted', orderBy: 'dueDate', sort: 'desc' } },
];

const TIMELINE_COMMENT = '<p>Bench comment, with <strong>two files</strong> attached.</p>';

/**
 * Tops a task's timeline up to `count` entries in one statement: edits a minute apart, each
 * naming a previous and a current assignee, so that every entry of a page joins both people.
 * Then every 4th entry, newest first, that is such an edit becomes a comment with a short body and
 * two attachment rows (rows only: no file is read for a page), so that a page also reads its
 * comments' attachments. Each step leaves alone what an earlier run on a kept database did.
 */
async function fillTimeline(db: Db, taskId: number, authorId: string, count: number): Promise<void> {
  const previous = sql`jsonb_build_object('status', 'New', 'assignedToId', ${authorId}::text)`;
  const current = sql`jsonb_build_object('status', 'Active', 'assignedToId', ${authorId}::text)`;
  await db.execute(sql`insert into task_timeline (task_id, type, author_id, previous, current, created_at)
    select ${taskId}, 'TaskEdited', ${authorId}, ${previous}, ${current}, now() - g * interval '1 minute'
    from generate_series(1, ${count} - (select count(*) from task_timeline where task_id = ${taskId})) g`);
  await db.execute(sql`update task_timeline e
    set type = 'Timeline', body = ${TIMELINE_COMMENT}, previous = null, current = null
    from (select id, row_number() over (order by created_at desc, id desc) as n
      from task_timeline where task_id = ${taskId}) o
    where e.id = o.id and o.n % 4 = 0 and e.type = 'TaskEdited' and e.author_id = ${authorId}
      and e.previous = ${previous} and e.current = ${current}`);
  await db.execute(sql`insert into task_attachments
      (task_id, comment_id, position, file_key, file_name, kind, mime_type, size)
    select e.task_id, e.id, p, 'attachments/bench-timeline-' || e.id || '-' || p || '.pdf',
      'Minutes ' || p || '.pdf', 'pdf', 'application/pdf', 250000
    from task_timeline e cross join generate_series(1, 2) p
    where e.task_id = ${taskId} and e.type = 'Timeline' and e.body = ${TIMELINE_COMMENT}
      and not exists (select 1 from task_attachments a where a.comment_id = e.id)`);
  const [row] = await queryRows<{ n: number; comments: number; files: number }>(
    db,
    sql`select count(*)::int as n, (count(*) filter (where type = 'Timeline'))::int as comments,
      (select count(*)::int from task_attachments where task_id = ${taskId}) as files
    from task_timeline where task_id = ${taskId}`,
  );
  if ((row?.n ?? 0) < count)
    throw new Error(`The timeline of task ${taskId} has fewer than ${count} entries`);
  console.log(
    `  (task ${taskId}: ${row!.n} entries, ${row!.comments} of them comments, ${row!.files} attachments)`,
  );
}

function line(label: string, r: { p50: number; p95: number; max: number }, budget: number): void {
  console.log(
    `  ${label.padEnd(50)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
      `max ${r.max.toFixed(1).padStart(6)} ms  ${r.p95 <= budget ? 'within' : 'OVER'} ${budget} ms`,
  );
}

/** The manager with the most people below them, signed in as the services see them. */
async function asBusiestManager(database: Database, dataDir: string) {
  const config = { ...loadConfig({}), dataDir };
  const ctx = createAppContext({ database, config, logger: Fastify({ logger: false }).log });
  const manager = await busiestManager(database.db);
  const row = await findActiveSessionUser(database.db, manager.id);
  const actor = presentSessionUser(row!);
  const scope = await resolveViewScope(ctx, actor, undefined);
  return { ctx, manager, actor, scope };
}

/** The users list's cases: its orders, and its search by a name and by a common word. */
const USER_LIST_CASES: Array<{ label: string; query: Partial<UserListQuery> }> = [
  { label: 'by name', query: {} },
  { label: 'by designation', query: { orderBy: 'designation' } },
  { label: "search a person's name", query: { search: 'First42 Last42' } },
  { label: 'search "example", by e-mail', query: { search: 'example', orderBy: 'email' } },
];

/** The task list's and the users list's cases (--lists-only measures these alone). */
async function benchLists(
  { ctx, actor, scope }: Pick<Awaited<ReturnType<typeof asBusiestManager>>, 'ctx' | 'actor' | 'scope'>,
  iterations: number,
): Promise<void> {
  for (const c of LIST_CASES) {
    const query = {
      orderBy: 'createdAt',
      sort: 'desc',
      page: 1,
      pageSize: 15,
      ...c.query,
    } as TaskListQuery;
    line(
      `task list: ${c.label}`,
      await measure(iterations, () => listTasks(ctx, actor, scope, query)),
      BUDGET_MS.list,
    );
  }
  for (const c of USER_LIST_CASES) {
    const query = userListQuerySchema.parse(c.query);
    line(
      `users list: ${c.label}`,
      await measure(iterations, () => listPeople(ctx, actor, scope, query)),
      BUDGET_MS.list,
    );
  }
}

/** The service calls, without HTTP, as the manager with the most people below them. */
async function benchServerSide(
  { ctx, manager, actor, scope }: Awaited<ReturnType<typeof asBusiestManager>>,
  database: Database,
  iterations: number,
  exportCase: ExportCase | null,
  zipCase: ZipCase,
): Promise<void> {
  console.log(
    `\nServer-side, as ${manager.email} with ${manager.below} people below them (${iterations} runs each):`,
  );
  await benchLists({ ctx, actor, scope }, iterations);
  line(
    'dashboard (counts and My Tasks)',
    await measure(iterations, () => getDashboard(ctx, actor, scope, { page: 1, pageSize: 10 })),
    BUDGET_MS.dashboard,
  );

  // The newest task the manager sees, given a long history.
  const { items } = await listTasks(ctx, actor, scope, {
    tab: 'all',
    orderBy: 'createdAt',
    sort: 'desc',
    page: 1,
    pageSize: 15,
  });
  const task = items[0];
  if (!task) throw new Error(`${manager.email} sees no task`);
  await fillTimeline(database.db, task.id, manager.id, TIMELINE_ENTRIES);
  line(
    `task timeline: first page of ${TIMELINE_ENTRIES.toLocaleString('en')} entries, 1/4 comments`,
    await measure(iterations, () => getTaskTimeline(ctx, actor, task.id, { limit: 20 })),
    BUDGET_MS.timeline,
  );

  if (exportCase) await benchExportServerSide(ctx, actor, scope, exportCase);
  await benchZipServerSide(ctx, actor, zipCase);
  await benchLeaveServerSide(
    ctx,
    await prepareLeaveCase(database.db),
    (run) => measure(iterations, run),
    line,
  );
  await benchSearchServerSide(ctx, actor, (run) => measure(iterations, run), line);
}

/** The audit log over a million events and a person's 10,000 notifications (issue 29). */
async function benchActivity(ctx: AppContext, db: Db, iterations: number): Promise<void> {
  const run = (fn: () => Promise<unknown>) => measure(iterations, fn);
  await benchAuditServerSide(ctx, await prepareAuditCase(db), run, line);
  await benchNotificationsServerSide(ctx, await prepareNotificationsCase(db), run, line);
}

async function main(): Promise<void> {
  // Live notifications need PostgreSQL and two instances of their own: a case apart.
  if (process.argv.includes('--live-only')) {
    if (!(await benchLive())) process.exitCode = 1;
    return;
  }
  const shape = shapeFromArgs();
  const httpOnly = process.argv.includes('--http-only');
  const leaveOnly = process.argv.includes('--leave-only');
  const attendanceOnly = process.argv.includes('--attendance-only');
  const gridOnly = process.argv.includes('--grid-only');
  const writesOnly = process.argv.includes('--writes-only');
  const activityOnly = process.argv.includes('--activity-only');
  const searchOnly = process.argv.includes('--search-only');
  const listsOnly = process.argv.includes('--lists-only');
  const personOnly = process.argv.includes('--person-only');
  const wrkIndex = process.argv.indexOf('--wrk-files');
  const wrkDir = wrkIndex >= 0 ? process.argv[wrkIndex + 1] : undefined;
  if (wrkIndex >= 0 && !wrkDir) throw new Error('--wrk-files needs a folder');
  const iterations = option('iterations', 40);
  const durationS = option('duration', 20);
  const databaseUrl = process.env.DATABASE_URL || undefined;
  const keepIndex = process.argv.indexOf('--keep');
  const keptDir = keepIndex >= 0 ? process.argv[keepIndex + 1] : undefined;
  if (keepIndex >= 0 && !keptDir) throw new Error('--keep needs a folder');
  const dataDir = keptDir ? path.resolve(keptDir) : fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-bench-'));
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(
    `Orgdesk bench on ${databaseUrl ? 'PostgreSQL' : `the embedded database (${dataDir})`}: ` +
      `shape ${shape.name}, ${shape.users} people, ${shape.projects} projects, ${shape.tasks} tasks`,
  );
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    // What the other parts leave for the HTTP runs, once the database is closed for the server.
    let writesCase: WritesCase | undefined;
    let reads: HttpBenchOptions | undefined;
    try {
      await applyMigrations(database, databaseUrl);
      // The grid and the writes seed the people they measure, so without the leave and attendance
      // cases they need no generated organisation.
      if (
        (gridOnly || writesOnly) &&
        !leaveOnly &&
        !attendanceOnly &&
        !activityOnly &&
        !searchOnly &&
        !listsOnly
      ) {
        if (gridOnly) {
          await benchAttendanceGrid(database, dataDir, (run) => measure(iterations, run), line);
        }
        if (writesOnly) writesCase = await prepareWritesCase(database.db, durationS);
      } else {
        // A kept folder, or a PostgreSQL database, may hold the organisation of an earlier run.
        let generated = keptDir || databaseUrl ? await findGeneratedOrganisation(database.db) : null;
        if (generated) {
          console.log(`Measuring the organisation already in ${databaseUrl ? 'the database' : dataDir}`);
        } else {
          const started = performance.now();
          generated = await generateOrganisation(database.db, shape, (line) =>
            process.stdout.write(`  ${line}\n`),
          );
          console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
        }

        const manager = await asBusiestManager(database, dataDir);
        if (leaveOnly || attendanceOnly || activityOnly || searchOnly || listsOnly || personOnly) {
          if (personOnly) {
            await benchPersonPage(
              database,
              dataDir,
              manager.manager,
              (run) => measure(iterations, run),
              line,
            );
          }
          if (listsOnly) {
            console.log(
              `\nLists, as ${manager.manager.email} with ${manager.manager.below} people below them:`,
            );
            await benchLists(manager, iterations);
          }
          if (activityOnly) await benchActivity(manager.ctx, database.db, iterations);
          if (searchOnly) {
            await benchSearchServerSide(manager.ctx, manager.actor, (run) => measure(iterations, run), line);
          }
          if (leaveOnly) {
            const leaveCase = await prepareLeaveCase(database.db);
            await benchLeaveServerSide(manager.ctx, leaveCase, (run) => measure(iterations, run), line);
          }
          if (attendanceOnly) {
            await benchAttendanceServerSide(
              manager.ctx,
              database.db,
              iterations,
              (run) => measure(iterations, run),
              line,
            );
          }
          // Last: its manager, a second root of the hierarchy, would be the busiest of a later run.
          if (gridOnly) {
            await benchAttendanceGrid(database, dataDir, (run) => measure(iterations, run), line);
          }
          // Seeded after the cases above, for the same reason (its writes run over HTTP below).
          if (writesOnly) writesCase = await prepareWritesCase(database.db, durationS);
        } else {
          const exportCase = await findExportCase(manager.ctx, manager.scope);
          const zipCase = await prepareZipCase(manager.ctx, manager.actor, manager.scope);
          if (!httpOnly) {
            await benchServerSide(manager, database, iterations, exportCase, zipCase);
            await benchActivity(manager.ctx, database.db, iterations);
            await benchAttendanceServerSide(
              manager.ctx,
              database.db,
              iterations,
              (run) => measure(iterations, run),
              line,
            );
          }
          reads = {
            dataDir,
            databaseUrl,
            emails: generated.emails.slice(1),
            password: generated.password,
            durationS,
            wrkDir: wrkDir ? path.resolve(wrkDir) : undefined,
            exportAs: exportCase ? { email: manager.manager.email, exportCase } : undefined,
            zipAs: { email: manager.manager.email, zipCase },
          };
        }
      }
    } finally {
      await database.close();
    }
    if (writesCase && !(await benchWrites({ dataDir, databaseUrl, writesCase, durationS }))) {
      console.error('\nSome HTTP requests failed.');
      process.exitCode = 1;
    }
    if (reads && !(await benchHttp(reads))) {
      console.error('\nSome HTTP requests failed.');
      process.exitCode = 1;
    }
  } finally {
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const text = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
if (process.argv.includes('--first-load')) {
  // --url: an app already running (a data folder seeded earlier); --language: the visitor's choice.
  if (!(await benchFirstLoad(option('rounds', 3), text('url'), text('language')))) process.exitCode = 1;
} else if (process.argv.includes('--palette')) {
  if (!(await benchPalette(option('rounds', 10), text('url')))) process.exitCode = 1;
} else if (process.argv.includes('--board')) {
  if (!(await benchBoard(option('rounds', 5), text('url')))) process.exitCode = 1;
} else {
  await main();
}
