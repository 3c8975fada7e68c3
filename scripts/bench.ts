/**
 * `npm run bench`: generates a large organisation (5,000 people, 200 projects, 1,000,000 tasks by
 * default) and measures the task list and the dashboard of the manager with the most people
 * below them, first server-side (the service calls, without HTTP), then over HTTP with
 * autocannon against the real server (16 connections, 20 s) for random people's task lists.
 *
 *   npm run bench -- [--users N] [--projects N] [--tasks N] [--iterations N] [--duration S] [--keep DIR]
 *   npm run bench -- --first-load [--rounds N]   (the web app's first load: scripts/bench-first-load.ts)
 *
 * Uses a fresh embedded database in a temporary folder, or the empty PostgreSQL database at
 * DATABASE_URL when set. With --keep DIR the embedded database lives in DIR and is kept: a later
 * run with the same DIR measures the organisation already there instead of generating it again. Budgets (embedded database, 2 cores): task list p95 < 25 ms, dashboard
 * p95 < 50 ms.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import type { TaskListQuery } from '../shared/schemas/tasks.schema.ts';
import { createAppContext } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { applyMigrations } from '../server/db/migrate.ts';
import { resolveViewScope } from '../server/modules/org/org.scope.ts';
import { getDashboard, listTasks } from '../server/modules/tasks/tasks.service.ts';
import { presentSessionUser } from '../server/modules/users/users.presenter.ts';
import { findActiveSessionUser } from '../server/modules/users/users.repository.ts';
import { benchFirstLoad } from './bench-first-load.ts';
import {
  BENCH_SHAPE,
  busiestManager,
  findGeneratedOrganisation,
  generateOrganisation,
} from './generate-org.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET_MS = { list: 25, dashboard: 50 };

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
  { label: 'all, search "Task 12", by name', query: { tab: 'all', search: 'Task 12', orderBy: 'name' } },
  { label: 'assigned to me, by status', query: { tab: 'assigned-to-me', orderBy: 'status' } },
  { label: 'mentioned me', query: { tab: 'mentioned-me' } },
  {
    label: 'assigned by me, unassigned, by project',
    query: { tab: 'assigned-by-me', assignees: ['unassigned'], orderBy: 'project' },
  },
  { label: 'over due, by assignee', query: { tab: 'overdue', orderBy: 'assignedTo' } },
  { label: 'deleted, by due date', query: { tab: 'deleted', orderBy: 'dueDate', sort: 'desc' } },
];

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The server's resident memory now and at its peak, from /proc (Linux). */
function memoryOf(pid: number): { rssMb: number; peakMb: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
    return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
  } catch {
    return null;
  }
}

async function httpLoad(
  dataDir: string,
  emails: string[],
  password: string,
  durationS: number,
): Promise<void> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO: '0',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (let i = 0; ; i++) {
      if (child.exitCode !== null) throw new Error('The server exited early');
      const ok = await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 600) throw new Error('The server did not start');
      await new Promise((r) => setTimeout(r, 200));
    }
    // Sign in as random people (the login form's path, CSRF cookie first).
    const cookies: string[] = [];
    const picked = [...emails].sort(() => Math.random() - 0.5).slice(0, 32);
    for (const email of picked) {
      const info = await fetch(`${url}/api/v1/app-info`);
      const csrf = /orgdesk_csrf=([^;]+)/.exec(info.headers.get('set-cookie') ?? '')?.[1] ?? '';
      const res = await fetch(`${url}/api/v1/auth/login`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: `orgdesk_csrf=${csrf}`,
          'x-csrf-token': csrf,
          origin: url,
        },
        body: JSON.stringify({ email, password }),
      });
      const session = /orgdesk_session=([^;]+)/.exec(res.headers.get('set-cookie') ?? '')?.[1];
      if (!res.ok || !session) throw new Error(`Sign-in failed for ${email}: ${res.status}`);
      cookies.push(`orgdesk_session=${session}`);
    }
    const tabs = ['all', 'assigned-to-me', 'assigned-by-me', 'overdue'];
    const result = await autocannon({
      url,
      connections: 16,
      duration: durationS,
      requests: [
        {
          method: 'GET',
          setupRequest: (request) => ({
            ...request,
            path: `/api/v1/tasks?tab=${tabs[Math.floor(Math.random() * tabs.length)]}&pageSize=15`,
            headers: { cookie: cookies[Math.floor(Math.random() * cookies.length)]! },
          }),
        },
      ],
    });
    const memory = child.pid ? memoryOf(child.pid) : null;
    console.log(
      `\nHTTP load: GET /api/v1/tasks as ${cookies.length} random people, 16 connections, ${durationS} s`,
    );
    console.log(
      `  ${Math.round(result.requests.average)} req/s, latency p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `${result.non2xx} non-2xx, ${result.errors} errors`,
    );
    if (memory) console.log(`  server memory: ${memory.rssMb} MB resident, ${memory.peakMb} MB at peak`);
  } finally {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  }
}

async function main(): Promise<void> {
  const shape = {
    users: option('users', BENCH_SHAPE.users),
    projects: option('projects', BENCH_SHAPE.projects),
    tasks: option('tasks', BENCH_SHAPE.tasks),
  };
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
      `${shape.users} people, ${shape.projects} projects, ${shape.tasks} tasks`,
  );
  try {
    const database = await openDatabase({ databaseUrl, dataDir });
    let generated;
    try {
      await applyMigrations(database, databaseUrl);
      generated = keptDir ? await findGeneratedOrganisation(database.db) : null;
      if (generated) {
        console.log(`Measuring the organisation already in ${dataDir}`);
      } else {
        const started = performance.now();
        generated = await generateOrganisation(database.db, shape, (line) =>
          process.stdout.write(`  ${line}\n`),
        );
        console.log(`Generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
      }

      const config = { ...loadConfig({}), dataDir };
      const ctx = createAppContext({ database, config, logger: Fastify({ logger: false }).log });
      const manager = await busiestManager(database.db);
      const row = await findActiveSessionUser(database.db, manager.id);
      const actor = presentSessionUser(row!);
      const scope = await resolveViewScope(database.db, actor, undefined);
      console.log(
        `\nServer-side, as ${manager.email} with ${manager.below} people below them (${iterations} runs each):`,
      );
      const line = (label: string, r: { p50: number; p95: number; max: number }, budget: number) =>
        console.log(
          `  ${label.padEnd(42)} p50 ${r.p50.toFixed(1).padStart(6)} ms  p95 ${r.p95.toFixed(1).padStart(6)} ms  ` +
            `max ${r.max.toFixed(1).padStart(6)} ms  ${r.p95 <= budget ? 'within' : 'OVER'} ${budget} ms`,
        );
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
      line(
        'dashboard (counts and My Tasks)',
        await measure(iterations, () => getDashboard(ctx, actor, scope, { page: 1, pageSize: 10 })),
        BUDGET_MS.dashboard,
      );
    } finally {
      await database.close();
    }
    if (!databaseUrl) await httpLoad(dataDir, generated.emails.slice(1), generated.password, durationS);
    else console.log('\nHTTP load runs on the embedded database only.');
  } finally {
    if (!keptDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv.includes('--first-load')) {
  if (!(await benchFirstLoad(option('rounds', 3)))) process.exitCode = 1;
} else {
  await main();
}
