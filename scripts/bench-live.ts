/**
 * Live notifications across instances (`npm run bench -- --live-only`), issue 29's budgets: 1,000
 * open live connections on one instance cost at most 100 MB of extra memory, and a notification
 * reaches a connected browser at most 1 s after the change commits (p95, on PostgreSQL with two
 * instances).
 *
 * On PostgreSQL only: the database at DATABASE_URL (empty, or left by an earlier run of this
 * bench), else a database of its own on the local server (postgres@127.0.0.1:5432), dropped after.
 *
 * - Seeds a sender who may add tasks and LISTENERS people in one project with them.
 * - Starts instance A, then instance B on the same database; everyone signs in through B.
 * - Opens STREAMS_PER_PERSON streams per listener on A (GET /api/v1/notifications/stream: 1,000
 *   in all) and waits until each has had its first message; A's resident memory before and after.
 * - The sender adds SAMPLES tasks through B, each for a listener in turn; for each, the time from
 *   B's answer (the change has committed) to the notification's arrival on each of that person's
 *   streams on A: p50, p95 and the slowest.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { DEFAULT_TIME_ZONE, DEMO_PASSWORD } from '../shared/constants.ts';
import { addDays, todayIn } from '../shared/rules/dates.ts';
import { loadConfig } from '../server/config.ts';
import { hashPassword } from '../server/lib/passwords.ts';
import { startApp, type RunningApp } from '../e2e/harness.ts';
import { memoryMb, signInForWrites } from './bench-http.ts';
import { sized } from './bench-sizes.ts';

const LISTENERS = sized(100, 4);
const STREAMS_PER_PERSON = sized(10, 2);
const SAMPLES = sized(50, 3);
const LOCAL_SERVER = 'postgres://postgres@127.0.0.1:5432/postgres';
const MB_BUDGET = 100;
const LATENCY_BUDGET_MS = 1_000;

interface LiveStream {
  personIndex: number;
  /** Resolves at the stream's first message (the unread count it opens with). */
  opened: Promise<void>;
  /** Calls back with each notification's subject id as it arrives. */
  onNotification: ((subjectId: string) => void) | null;
  close(): void;
}

/** One Server-Sent Events stream read by hand: only the `notification` events matter here. */
function openStream(url: string, session: string, personIndex: number): LiveStream {
  let markOpened: () => void = () => {};
  const stream: LiveStream = {
    personIndex,
    opened: new Promise<void>((resolve) => (markOpened = resolve)),
    onNotification: null,
    close: () => req.destroy(),
  };
  const req = http.get(
    `${url}/api/v1/notifications/stream`,
    { headers: { cookie: `orgdesk_session=${session}`, accept: 'text/event-stream' }, agent: false },
    (res) => {
      if (res.statusCode !== 200) throw new Error(`A stream was refused: ${res.statusCode}`);
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const message = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (message.startsWith('event: unread')) markOpened();
          if (message.startsWith('event: notification')) {
            const data = message.split('\n').find((line) => line.startsWith('data: '));
            const parsed = JSON.parse(data!.slice(6)) as { subject: { id: string } };
            stream.onNotification?.(parsed.subject.id);
          }
          end = buffer.indexOf('\n\n');
        }
      });
    },
  );
  req.on('error', () => {});
  return stream;
}

async function withDatabase<T>(run: (url: string) => Promise<T>): Promise<T> {
  if (process.env.DATABASE_URL) return run(process.env.DATABASE_URL);
  const name = `orgdesk_bench_live_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: LOCAL_SERVER });
  await admin.connect();
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(LOCAL_SERVER);
    url.pathname = `/${name}`;
    return await run(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

/** The sender, the listeners and their project, unless an earlier run left them. */
async function seed(databaseUrl: string): Promise<{ projectId: number; listenerIds: string[] }> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const found = await db.query<{ id: number }>(`select id from projects where name = 'Live bench'`);
    if (found.rows.length === 0) {
      const hash = await hashPassword(DEMO_PASSWORD, loadConfig({}).scryptLog2N);
      await db.query(`insert into roles (name) values ('Live bench') on conflict do nothing`);
      const role = (await db.query<{ id: string }>(`select id from roles where name = 'Live bench'`)).rows[0]!
        .id;
      await db.query(
        `insert into users (email, password_hash, first_name, last_name, employee_code, role_id, email_confirmed_at, password_changed_at)
         select 'live' || g || '@bench.example.com', $1, 'Live', 'Person ' || g, 'LIVE-' || g, $2, now(), now()
         from generate_series(0, $3::int) g`,
        [hash, role, LISTENERS],
      );
      const sender = (await db.query<{ id: string }>(`select id from users where employee_code = 'LIVE-0'`))
        .rows[0]!;
      await db.query(`insert into user_permissions (user_id, permission) values ($1, 'CreateTask')`, [
        sender.id,
      ]);
      const project = await db.query<{ id: number }>(
        `insert into projects (name, description, created_by_id) values ('Live bench', 'Live notifications bench', $1) returning id`,
        [sender.id],
      );
      await db.query(
        `insert into project_members (project_id, user_id) select $1::int, id from users where employee_code like 'LIVE-%'`,
        [project.rows[0]!.id],
      );
    }
    const project = (await db.query<{ id: number }>(`select id from projects where name = 'Live bench'`))
      .rows[0]!;
    const listeners = await db.query<{ id: string }>(
      `select id from users where employee_code like 'LIVE-%' and employee_code <> 'LIVE-0'
       order by (substring(employee_code from 6))::int`,
    );
    return { projectId: project.id, listenerIds: listeners.rows.map((r) => r.id) };
  } finally {
    await db.end();
  }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

export async function benchLive(): Promise<boolean> {
  console.log('\nLive notifications: two instances on PostgreSQL');
  return withDatabase(async (databaseUrl) => {
    const apps: RunningApp[] = [];
    const folders: string[] = [];
    /** Each instance's data folder (its files; the data is in PostgreSQL). */
    const folder = (name: string) => {
      folders.push(fs.mkdtempSync(path.join(os.tmpdir(), `orgdesk-live-${name}-`)));
      return folders.at(-1)!;
    };
    const streams: LiveStream[] = [];
    try {
      const a = await startApp({ DEMO: '0', DATABASE_URL: databaseUrl }, { dataDir: folder('a') });
      apps.push(a);
      const { projectId, listenerIds } = await seed(databaseUrl);
      const b = await startApp({ DEMO: '0', DATABASE_URL: databaseUrl }, { dataDir: folder('b') });
      apps.push(b);

      const sender = await signInForWrites(b.url, 'live0@bench.example.com', DEMO_PASSWORD);
      const sessions: string[] = [];
      for (let i = 0; i < listenerIds.length; i += 8) {
        const batch = listenerIds.slice(i, i + 8).map((_, j) => `live${i + j + 1}@bench.example.com`);
        sessions.push(
          ...(await Promise.all(
            batch.map(async (email) => (await signInForWrites(b.url, email, DEMO_PASSWORD)).session),
          )),
        );
      }

      // A warm instance: a few streams opened and closed before the first figure.
      const warm = sessions.slice(0, 4).map((s, i) => openStream(a.url, s, i));
      await Promise.all(warm.map((s) => s.opened));
      warm.forEach((s) => s.close());
      await new Promise((r) => setTimeout(r, 1_000));
      const before = memoryMb(a.pid, 'VmRSS')!;
      for (let i = 0; i < sessions.length; i += 10) {
        const opening: LiveStream[] = [];
        for (const [j, session] of sessions.slice(i, i + 10).entries())
          for (let k = 0; k < STREAMS_PER_PERSON; k += 1) opening.push(openStream(a.url, session, i + j));
        streams.push(...opening);
        await Promise.all(opening.map((s) => s.opened));
      }
      await new Promise((r) => setTimeout(r, 2_000));
      const after = memoryMb(a.pid, 'VmRSS')!;
      const extraMb = after - before;
      console.log(
        `  ${streams.length} open streams on instance A: resident memory ${before} MB before, ${after} MB after: +${extraMb} MB (budget ≤ ${MB_BUDGET} MB)`,
      );

      const dueDate = addDays(todayIn(DEFAULT_TIME_ZONE), 14);
      const latencies: number[] = [];
      for (let n = 0; n < SAMPLES; n += 1) {
        const person = n % listenerIds.length;
        const theirs = streams.filter((s) => s.personIndex === person);
        // Listening before the change: on a fast path the notification may beat the answer home.
        const arrivals = Promise.all(
          theirs.map(
            (s) =>
              new Promise<number>((resolve, reject) => {
                const timer = setTimeout(() => reject(new Error('No notification within 10 s')), 10_000);
                s.onNotification = () => {
                  clearTimeout(timer);
                  s.onNotification = null;
                  resolve(performance.now());
                };
              }),
          ),
        );
        const res = await fetch(`${b.url}/api/v1/tasks`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            cookie: `orgdesk_session=${sender.session}; orgdesk_csrf=${sender.csrf}`,
            'x-csrf-token': sender.csrf,
            origin: b.url,
          },
          body: JSON.stringify({
            name: `Live bench ${n + 1}`,
            projectId,
            assignedToId: listenerIds[person],
            dueDate,
            description: '<p>Added by the live notifications bench.</p>',
          }),
        });
        const committed = performance.now();
        if (!res.ok) throw new Error(`Adding a task failed: ${res.status} ${await res.text()}`);
        for (const at of await arrivals) latencies.push(Math.max(0, at - committed));
      }
      latencies.sort((x, y) => x - y);
      const p95 = percentile(latencies, 95);
      console.log(
        `  a task added on instance B reaches the assignee's ${STREAMS_PER_PERSON} streams on instance A: ` +
          `p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, slowest ${latencies.at(-1)!.toFixed(0)} ms ` +
          `over ${latencies.length} arrivals (budget p95 ≤ ${LATENCY_BUDGET_MS} ms)`,
      );
      return true;
    } finally {
      streams.forEach((s) => s.close());
      for (const app of apps.reverse()) await app.stop();
      for (const dir of folders) fs.rmSync(dir, { recursive: true, force: true });
    }
  });
}
