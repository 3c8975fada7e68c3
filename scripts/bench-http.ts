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
 * Its load driver (runLoad) and sign-in (signIn, signInForWrites) also drive the writes of
 * scripts/bench-writes.ts.
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
export const CONNECTIONS = [1, 16];

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

/**
 * Signs in through the login form's path (the CSRF cookie first, then the credentials): the
 * orgdesk_session cookie's value, and the CSRF token a write sends back as cookie and header.
 */
export async function signInForWrites(
  url: string,
  email: string,
  password: string,
): Promise<{ session: string; csrf: string }> {
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
  return { session, csrf };
}

/** Signs in; the orgdesk_session cookie's value, all a read needs. */
export async function signIn(url: string, email: string, password: string): Promise<string> {
  return (await signInForWrites(url, email, password)).session;
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

/** One request of a load run: its path, as whom, and for a write its CSRF token and JSON body. */
export interface LoadRequest {
  path: string;
  /** The orgdesk_session cookie's value. */
  session: string;
  /** A write's CSRF token, sent as the orgdesk_csrf cookie and the x-csrf-token header. */
  csrf?: string;
  body?: string;
}

export interface LoadOptions {
  url: string;
  method: 'GET' | 'POST';
  connections: number;
  durationS: number;
  /** Stops after this many requests even before durationS (e.g. when each uses up a row). */
  maxRequests?: number;
  /** The next request; called once for each request sent. */
  next: () => LoadRequest;
}

export interface LoadResult {
  /** Requests answered a second, averaged over the run's seconds (autocannon's figure). */
  reqPerSec: number;
  /** autocannon's latency percentiles, in whole milliseconds. */
  p50: number;
  p99: number;
  /** Percentiles of every answer's own time, in fractional milliseconds (autocannon has no p95). */
  exact: { p50: number; p95: number; p99: number };
  answered: number;
  non2xx: number;
  /** Connection errors and timeouts. */
  errors: number;
  /** The status codes answered, with how many of each. */
  statusCodes: Record<string, number>;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
}

/** The 50th, 95th and 99th percentiles of `values` (nearest rank); NaN when there is none. */
export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted.length === 0
      ? NaN
      : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  return { p50: at(50), p95: at(95), p99: at(99) };
}

/** The load driver of every HTTP run of the bench: autocannon at `connections` for `durationS`. */
export async function runLoad(options: LoadOptions): Promise<LoadResult> {
  const times: number[] = [];
  let instance: autocannon.Instance | undefined;
  const finished = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationS,
        ...(options.maxRequests !== undefined ? { maxOverallRequests: options.maxRequests } : {}),
        requests: [
          {
            method: options.method,
            setupRequest: (request) => {
              const { path: requestPath, session, csrf, body } = options.next();
              const headers: Record<string, string> = {
                cookie: `orgdesk_session=${session}${csrf ? `; orgdesk_csrf=${csrf}` : ''}`,
                accept: 'application/json',
              };
              if (csrf) headers['x-csrf-token'] = csrf;
              if (body !== undefined) headers['content-type'] = 'application/json';
              return { ...request, path: requestPath, headers, ...(body !== undefined ? { body } : {}) };
            },
          },
        ],
      },
      (error: Error | null, result) => (error ? reject(error) : resolve(result)),
    );
  });
  // Every answer's own time, for the percentiles autocannon does not report.
  instance!.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  const result = await finished;
  return {
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    exact: percentiles(times),
    answered: times.length,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, Number(count)]),
    ),
  };
}

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

    const requests: Record<'list' | 'show', () => LoadRequest> = {
      list: () => ({ path: LIST_PATH, session: pick(people).session }),
      show: () => {
        const s = pick(shows);
        return { path: `/api/v1/tasks/${s.id}`, session: s.session };
      },
    };
    console.log(
      `  ${'request'.padEnd(8)}${'conns'.padStart(6)}${'req/s'.padStart(9)}${'p50 ms'.padStart(9)}` +
        `${'p99 ms'.padStart(9)}${'non-2xx'.padStart(9)}${'errors'.padStart(8)}`,
    );
    for (const [name, next] of Object.entries(requests)) {
      for (const connections of CONNECTIONS) {
        const result = await runLoad({ url, method: 'GET', connections, durationS: options.durationS, next });
        const failed = result.non2xx + result.errors;
        if (failed > 0) ok = false;
        console.log(
          `  ${name.padEnd(8)}${String(connections).padStart(6)}` +
            `${Math.round(result.reqPerSec).toString().padStart(9)}` +
            `${String(result.p50).padStart(9)}${String(result.p99).padStart(9)}` +
            `${String(result.non2xx).padStart(9)}${String(result.errors).padStart(8)}`,
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
