/**
 * The HTTP part of `npm run bench`: starts the real server (server/main.ts) as a child process
 * on the bench's database (embedded in DATA_DIR, or PostgreSQL at DATABASE_URL), signs in as up
 * to 64 random people and loads the two requests Orgdesk is measured on (../shared/bench) with
 * autocannon, each at 1 and at 16 connections:
 *
 * - list: GET /api/v1/tasks?tab=assigned-to-me&statuses=New&statuses=Active&statuses=In-progress&orderBy=dueDate&sort=asc&pageSize=15
 * - show: GET /api/v1/tasks/ID, a task of the signed-in person's own.
 *
 * Prints req/s, p50, p99, non-2xx and errors for each, and the server's peak resident memory;
 * on PostgreSQL also the resident memory of the database's backends. Then the CSV export case
 * (scripts/bench-export.ts) and the attachments zip case (scripts/bench-zip.ts) as the busiest manager.
 */
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { startApp } from '../e2e/harness.ts';
import { benchExportHttp, type ExportCase } from './bench-export.ts';
import { benchZipHttp, type ZipCase } from './bench-zip.ts';
import { sized } from './bench-sizes.ts';

export const LIST_PATH =
  '/api/v1/tasks?tab=assigned-to-me&statuses=New&statuses=Active&statuses=In-progress&orderBy=dueDate&sort=asc&pageSize=15';
const MAX_PEOPLE = sized(64, 4);
const SHOWS_PER_PERSON = 5;
const CONNECTIONS = [1, 16];

export interface HttpBenchOptions {
  dataDir: string;
  databaseUrl?: string;
  /** The people to pick from (not the Super admin) and their password. */
  emails: string[];
  password: string;
  durationS: number;
  /** When set, writes cookies.txt and shows.txt there for ../shared/bench/wrk-orgdesk.lua. */
  wrkDir?: string;
  /** Who downloads the CSV export case (scripts/bench-export.ts) after the load, and its list. */
  exportAs?: { email: string; exportCase: ExportCase };
  /** Who downloads the attachments zip case (scripts/bench-zip.ts), and its tasks. */
  zipAs?: { email: string; zipCase: ZipCase };
}

interface Person {
  /** The orgdesk_session cookie's value. */
  session: string;
  taskIds: number[];
}

/**
 * A memory figure of a process in MB from /proc (Linux): VmRSS resident, VmHWM resident at peak,
 * RssAnon its private part (without shared memory and mapped files).
 */
export function memoryMb(pid: number, field: 'VmRSS' | 'VmHWM' | 'RssAnon'): number | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1];
    return kb === undefined ? null : Math.round(Number(kb) / 1024);
  } catch {
    return null;
  }
}

/** Resets a process's VmHWM to its current resident memory; false when Linux does not let us. */
function resetPeak(pid: number): boolean {
  try {
    fs.writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

/** The resident memory of the PostgreSQL backends serving the database, summed, or null. */
async function backendsMemory(
  databaseUrl: string,
): Promise<{ count: number; rssMb: number; anonMb: number } | null> {
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    await client.connect();
    const { rows } = await client.query<{ pid: number }>(
      `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
    );
    let rssMb = 0;
    let anonMb = 0;
    for (const { pid } of rows) {
      const rss = memoryMb(pid, 'VmRSS');
      const anon = memoryMb(pid, 'RssAnon');
      if (rss === null || anon === null) return null; // not on this machine, or not ours to read
      rssMb += rss;
      anonMb += anon;
    }
    return { count: rows.length, rssMb, anonMb };
  } catch {
    return null;
  } finally {
    await client.end().catch(() => {});
  }
}

async function signIn(url: string, email: string, password: string): Promise<string> {
  // The login form's path: the CSRF cookie first, then the credentials.
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
  return session;
}

async function ownTaskIds(url: string, session: string): Promise<number[]> {
  const res = await fetch(`${url}/api/v1/tasks?tab=assigned-to-me&pageSize=15`, {
    headers: { cookie: `orgdesk_session=${session}`, accept: 'application/json' },
  });
  if (!res.ok) throw new Error(`GET /api/v1/tasks answered ${res.status}`);
  const body = (await res.json()) as { items: Array<{ id: number }> };
  return body.items.slice(0, SHOWS_PER_PERSON).map((t) => t.id);
}

const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)]!;

/** Issue 10's ceilings for the server's resident memory at its peak, MiB as Linux reports them. */
const MEMORY_BUDGET_MB = { embedded: 520, postgres: 200 };

/** Runs the HTTP bench; false when a request failed (non-2xx or errors). */
export async function benchHttp(options: HttpBenchOptions): Promise<boolean> {
  const started = performance.now();
  // The e2e harness's start-up: a free port, the health check, and the child's output on failure.
  const app = await startApp(
    { DEMO: '0', DATABASE_URL: options.databaseUrl ?? '' },
    { dataDir: options.dataDir },
  );
  const { url, pid } = app;
  let ok = true;
  try {
    const startMs = performance.now() - started;
    const peakAtStart = memoryMb(pid, 'VmHWM');
    resetPeak(pid);

    const emails = [...options.emails].sort(() => Math.random() - 0.5).slice(0, MAX_PEOPLE);
    const people: Person[] = [];
    for (let i = 0; i < emails.length; i += 4) {
      people.push(
        ...(await Promise.all(
          emails.slice(i, i + 4).map(async (email) => {
            const session = await signIn(url, email, options.password);
            return { session, taskIds: await ownTaskIds(url, session) };
          }),
        )),
      );
    }
    const peakSigningIn = memoryMb(pid, 'VmHWM');
    // Start the peak afresh for the load (Linux: "5" resets VmHWM), so that start-up, the
    // sign-ins (scrypt takes 16 MB a hash) and the load each show their own.
    const peakReset = resetPeak(pid);
    const shows = people.flatMap((p) => p.taskIds.map((id) => ({ session: p.session, id })));
    if (shows.length === 0) throw new Error('None of the people signed in has a task');
    console.log(
      `\nHTTP load on ${options.databaseUrl ? 'PostgreSQL' : 'the embedded database'} ` +
        `(server up in ${(startMs / 1000).toFixed(1)} s): ${people.length} people signed in, ` +
        `${shows.length} of their tasks to show, ${options.durationS} s a run`,
    );
    if (options.wrkDir) {
      fs.mkdirSync(options.wrkDir, { recursive: true });
      fs.writeFileSync(
        path.join(options.wrkDir, 'cookies.txt'),
        people.map((p) => `${p.session}\n`).join(''),
      );
      fs.writeFileSync(
        path.join(options.wrkDir, 'shows.txt'),
        shows.map((s) => `${s.session} ${s.id}\n`).join(''),
      );
      console.log(`  wrote cookies.txt and shows.txt to ${options.wrkDir}`);
    }

    const requests: Record<'list' | 'show', () => { path: string; cookie: string }> = {
      list: () => ({ path: LIST_PATH, cookie: pick(people).session }),
      show: () => {
        const s = pick(shows);
        return { path: `/api/v1/tasks/${s.id}`, cookie: s.session };
      },
    };
    console.log(
      `  ${'request'.padEnd(8)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
        `${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
    );
    for (const [name, next] of Object.entries(requests)) {
      for (const connections of CONNECTIONS) {
        const result = await autocannon({
          url,
          connections,
          duration: options.durationS,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => {
                const { path: requestPath, cookie } = next();
                return {
                  ...request,
                  path: requestPath,
                  headers: { cookie: `orgdesk_session=${cookie}`, accept: 'application/json' },
                };
              },
            },
          ],
        });
        const failed = result.non2xx + result.errors + result.timeouts;
        if (failed > 0) ok = false;
        console.log(
          `  ${name.padEnd(8)}${String(connections).padStart(6)}` +
            `${Math.round(result.requests.average).toString().padStart(9)}` +
            `${String(result.latency.p50).padStart(9)}${String(result.latency.p99).padStart(9)}` +
            `${String(result.non2xx).padStart(9)}${String(result.errors + result.timeouts).padStart(8)}`,
        );
      }
    }
    const peak = memoryMb(pid, 'VmHWM');
    const now = memoryMb(pid, 'VmRSS');
    if (peak !== null) {
      console.log(
        peakReset
          ? `  server memory: ${peak} MB at peak during the load, ${now} MB resident at the end ` +
              `(peak ${peakAtStart} MB through start-up, ${peakSigningIn} MB through the sign-ins)`
          : `  server memory: ${peak} MB at peak (start-up and sign-ins included), ${now} MB resident at the end`,
      );
      const whole = Math.max(peak, peakAtStart ?? 0, peakSigningIn ?? 0);
      const budget = options.databaseUrl ? MEMORY_BUDGET_MB.postgres : MEMORY_BUDGET_MB.embedded;
      console.log(
        `  peak through the whole bench: ${whole} MB (budget ${budget} MB) ${whole < budget ? 'OK' : 'OVER'}`,
      );
    }
    if (options.exportAs) {
      console.log(`  CSV export of the bench's list as ${options.exportAs.email}:`);
      const session = await signIn(url, options.exportAs.email, options.password);
      const exported = await benchExportHttp({
        url,
        session,
        exportCase: options.exportAs.exportCase,
        residentMb: () => memoryMb(pid, 'VmRSS'),
        peakMb: () => memoryMb(pid, 'VmHWM'),
        resetPeak: () => resetPeak(pid),
      });
      if (!exported) ok = false;
    }
    if (options.zipAs) {
      console.log(`  Attachments zip of the bench's tasks as ${options.zipAs.email}:`);
      const session = await signIn(url, options.zipAs.email, options.password);
      const zipped = await benchZipHttp({
        url,
        session,
        zipCase: options.zipAs.zipCase,
        residentMb: () => memoryMb(pid, 'VmRSS'),
        peakMb: () => memoryMb(pid, 'VmHWM'),
        resetPeak: () => resetPeak(pid),
      });
      if (!zipped) ok = false;
    }
    if (options.databaseUrl) {
      const backends = await backendsMemory(options.databaseUrl);
      if (backends)
        console.log(
          `  PostgreSQL backends of the database: ${backends.count}, ${backends.rssMb} MB resident ` +
            `(${backends.anonMb} MB private; the rest is shared buffers, counted once per backend)`,
        );
    }
  } finally {
    await app.stop();
  }
  return ok;
}
