/**
 * `npm run load`: a mixed workload of virtual users with think time (scripts/load-workload.ts)
 * against a running Orgdesk, or against one it starts itself:
 *
 *   npm run load -- --url http://127.0.0.1:3000 [--pid 1234 …]   a running app or balancer (--pid: its
 *                                                                 processes, for their memory)
 *   npm run load -- --start embedded                              one instance, embedded database
 *   npm run load -- --start cluster [--instances 2]               PostgreSQL, S3, N instances, HAProxy
 *
 * With --start, the demo organisation gets as many more employees as there are users (--people N
 * to choose, 0 for none; scripts/load-people.ts), so that each user is a person of their own.
 * Options: --users 100, --minutes 2, --ramp 30 (seconds over which users start), --think 3 (mean
 * seconds between two actions of a user), --password (the people's; the demo's by default),
 * --admin (who lists the people; the demo's admin by default), --budget embedded|postgres (judge
 * the run against issue 30's budgets; exit 1 when one is missed).
 *
 * Prints progress every 10 s, then per action its count, errors and p50/p95/p99, the request rate
 * over the steady part (after the ramp), the requests' p50/p95/p99, errors, and each server
 * process's resident memory minute by minute. Its last line is the figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEMO_ADMIN_EMAIL, DEMO_PASSWORD } from '../shared/constants.ts';
import { startApp, type RunningApp } from '../e2e/harness.ts';
import { memoryMb, percentiles, type Percentiles } from './bench-http.ts';
import { startCluster } from './cluster.ts';
import { addLoadPeopleTo } from './load-people.ts';
import {
  ACTIONS,
  runWorkload,
  type ActionName,
  type ActionSample,
  type RequestSample,
} from './load-workload.ts';

export interface LoadRunOptions {
  url: string;
  users: number;
  durationS: number;
  rampS: number;
  thinkS: number;
  password?: string;
  adminEmail?: string;
  /** Server processes whose resident memory is sampled every 5 s, by name. */
  processes?: Array<{ name: string; pid: () => number }>;
  /** Called every 10 s with a line of progress. */
  progress?: (line: string) => void;
  onProblem?: (problem: string) => void;
}

export interface LoadReport {
  users: number;
  people: number;
  durationS: number;
  rampS: number;
  requests: number;
  /** Requests answered a second over the steady part (after the ramp). */
  reqPerSec: number;
  writeShare: number;
  latency: Percentiles;
  /** Requests with no answer or an answer outside 2xx. */
  errors: number;
  statuses: Record<string, number>;
  /** Per action: how often it ran, how often a request of it failed, its writes answered 2xx. */
  actions: Array<{ action: ActionName; count: number; failed: number; writes: number } & Percentiles>;
  /** Each process's RSS in MiB, the mean of each minute (the last one possibly partial), and its peak. */
  memory: Array<{ name: string; minutes: number[]; peak: number }>;
}

/** A request with no answer or an answer outside 2xx. */
const failed = (r: RequestSample) => r.status < 200 || r.status >= 300;

/** The share of requests that failed, in per cent with three decimals. */
const errorPercent = (report: LoadReport) =>
  ((100 * report.errors) / Math.max(1, report.requests)).toFixed(3);

/** Runs the workload against options.url and measures it. */
export async function runLoadTest(options: LoadRunOptions): Promise<LoadReport> {
  const requests: RequestSample[] = [];
  const actionSamples: ActionSample[] = [];
  const memory = (options.processes ?? []).map((p) => ({
    ...p,
    samples: [] as Array<{ at: number; mb: number }>,
  }));
  let started = Date.now();
  const sampleMemory = () => {
    for (const process of memory) {
      const mb = memoryMb(process.pid(), 'VmRSS');
      if (mb !== null) process.samples.push({ at: Date.now() - started, mb });
    }
  };
  let sampler: NodeJS.Timeout | undefined;
  let reporter: NodeJS.Timeout | undefined;
  let lastReport = 0;
  const report = () => {
    const now = Date.now() - started;
    const window = requests.filter((r) => r.at >= lastReport);
    const errors = window.filter(failed).length;
    const { p95 } = percentiles(window.map((r) => r.ms));
    const rss = memory.map((p) => `${p.name} ${p.samples.at(-1)?.mb ?? '?'} MiB`).join(', ');
    options.progress?.(
      `[${String(Math.round(now / 1000)).padStart(4)} s] ${(window.length / ((now - lastReport) / 1000)).toFixed(1)} req/s, ` +
        `p95 ${Number.isNaN(p95) ? '-' : p95.toFixed(0)} ms, ${errors} errors${rss ? `, RSS ${rss}` : ''}`,
    );
    lastReport = now;
  };
  // Memory and progress from the start of the measured part (after everyone has signed in).
  const onStart = () => {
    started = Date.now();
    sampleMemory();
    sampler = setInterval(sampleMemory, 5000);
    reporter = setInterval(report, 10_000);
  };
  let people: number;
  try {
    ({ people } = await runWorkload({
      url: options.url,
      users: options.users,
      durationS: options.durationS,
      rampS: options.rampS,
      thinkS: options.thinkS,
      password: options.password ?? DEMO_PASSWORD,
      adminEmail: options.adminEmail ?? DEMO_ADMIN_EMAIL,
      onRequest: (sample) => requests.push(sample),
      onAction: (sample) => actionSamples.push(sample),
      onProblem: options.onProblem,
      onPhase: options.progress,
      onStart,
    }));
  } finally {
    clearInterval(sampler);
    clearInterval(reporter);
  }
  sampleMemory();

  const steadyFrom = options.rampS < options.durationS ? options.rampS * 1000 : 0;
  const steady = requests.filter((r) => r.at >= steadyFrom);
  const steadySeconds = (Math.max(Date.now() - started, options.durationS * 1000) - steadyFrom) / 1000;
  const statuses: Record<string, number> = {};
  for (const r of requests) statuses[r.status || 'no answer'] = (statuses[r.status || 'no answer'] ?? 0) + 1;
  return {
    users: options.users,
    people,
    durationS: options.durationS,
    rampS: options.rampS,
    requests: requests.length,
    reqPerSec: steady.length / steadySeconds,
    writeShare: requests.filter((r) => r.write).length / Math.max(1, requests.length),
    latency: percentiles(requests.map((r) => r.ms)),
    errors: requests.filter(failed).length,
    statuses,
    actions: (['sign in', ...ACTIONS] as ActionName[]).map((action) => {
      const own = actionSamples.filter((a) => a.action === action);
      return {
        action,
        count: own.length,
        failed: own.filter((a) => !a.ok).length,
        writes: requests.filter((r) => r.action === action && r.write && !failed(r)).length,
        ...percentiles(own.map((a) => a.ms)),
      };
    }),
    memory: memory.map((p) => {
      const minutes: number[] = [];
      for (let minute = 0; minute * 60_000 <= (p.samples.at(-1)?.at ?? 0); minute++) {
        const inMinute = p.samples.filter((s) => s.at >= minute * 60_000 && s.at < (minute + 1) * 60_000);
        if (inMinute.length)
          minutes.push(Math.round(inMinute.reduce((sum, s) => sum + s.mb, 0) / inMinute.length));
      }
      return { name: p.name, minutes, peak: Math.max(...p.samples.map((s) => s.mb)) };
    }),
  };
}

/** Issue 30's budgets for the two set-ups. */
export const BUDGETS = {
  postgres: { reqPerSec: 300, p95: 200, p99: 500, errorShare: 0.001, flatMemory: 0.1, rssMb: 200 },
  embedded: { reqPerSec: 150, p95: null, p99: 1000, errorShare: 0.001, flatMemory: null, rssMb: null },
} as const;

/** Each budget with the measured figure and whether it holds. */
export function judge(
  report: LoadReport,
  budget: (typeof BUDGETS)[keyof typeof BUDGETS],
): Array<{ what: string; ok: boolean | null }> {
  const lines: Array<{ what: string; ok: boolean | null }> = [
    {
      what: `${report.reqPerSec.toFixed(1)} req/s ≥ ${budget.reqPerSec}`,
      ok: report.reqPerSec >= budget.reqPerSec,
    },
    { what: `p99 ${report.latency.p99.toFixed(0)} ms ≤ ${budget.p99}`, ok: report.latency.p99 <= budget.p99 },
    {
      what: `errors ${errorPercent(report)} % < ${budget.errorShare * 100} %`,
      ok: report.errors / Math.max(1, report.requests) < budget.errorShare,
    },
  ];
  if (budget.p95 !== null)
    lines.splice(1, 0, {
      what: `p95 ${report.latency.p95.toFixed(0)} ms ≤ ${budget.p95}`,
      ok: report.latency.p95 <= budget.p95,
    });
  for (const process of report.memory) {
    if (budget.rssMb !== null)
      lines.push({
        what: `${process.name}: peak RSS ${process.peak} MiB ≤ ${budget.rssMb}`,
        ok: process.peak <= budget.rssMb,
      });
    if (budget.flatMemory === null) continue;
    // The second minute against the last whole one (the last entry may be a few seconds' worth).
    const second = process.minutes[1];
    const last = process.minutes.length >= 4 ? process.minutes.at(-2) : undefined;
    if (second === undefined || last === undefined) {
      lines.push({ what: `${process.name}: memory flatness needs a run of 4 minutes or more`, ok: null });
    } else {
      const change = (last - second) / second;
      lines.push({
        what: `${process.name}: last minute's RSS ${last} MiB within ${budget.flatMemory * 100} % of the second minute's ${second} MiB (${change >= 0 ? '+' : ''}${(100 * change).toFixed(1)} %)`,
        ok: Math.abs(change) <= budget.flatMemory,
      });
    }
  }
  return lines;
}

export function formatReport(report: LoadReport): string {
  const ms = (n: number) => (Number.isNaN(n) ? '-' : n < 10 ? n.toFixed(1) : n.toFixed(0));
  const lines = [
    '',
    `${report.users} users as ${report.people} people for ${report.durationS} s (ramp ${report.rampS} s)`,
    '',
    `${'Action'.padEnd(22)} ${'count'.padStart(7)} ${'failed'.padStart(7)} ${'writes'.padStart(7)} ${'p50'.padStart(7)} ${'p95'.padStart(7)} ${'p99'.padStart(7)}   (ms, its requests in turn)`,
    ...report.actions.map(
      (a) =>
        `${a.action.padEnd(22)} ${String(a.count).padStart(7)} ${String(a.failed).padStart(7)} ${String(a.writes).padStart(7)} ${ms(a.p50).padStart(7)} ${ms(a.p95).padStart(7)} ${ms(a.p99).padStart(7)}`,
    ),
    '',
    `Requests: ${report.requests}, ${report.reqPerSec.toFixed(1)} req/s after the ramp; ${(100 * (1 - report.writeShare)).toFixed(0)} % reads, ${(100 * report.writeShare).toFixed(0)} % writes`,
    `Latency: p50 ${ms(report.latency.p50)} ms, p95 ${ms(report.latency.p95)} ms, p99 ${ms(report.latency.p99)} ms`,
    `Errors: ${report.errors} (${errorPercent(report)} %); answers ${Object.entries(report.statuses)
      .map(([status, count]) => `${status} ×${count}`)
      .join(', ')}`,
    ...report.memory.map(
      (p) => `RSS of ${p.name}, MiB, minute by minute: ${p.minutes.join(' ')} (peak ${p.peak})`,
    ),
  ];
  return lines.join('\n');
}

export function summaryLine(report: LoadReport): string {
  const rss = report.memory.map((p) => `${p.name} ${p.minutes.join('→')} MiB`).join(', ');
  return (
    `load: ${report.users} users, ${report.durationS} s: ${report.reqPerSec.toFixed(1)} req/s, ` +
    `p95 ${report.latency.p95.toFixed(0)} ms, p99 ${report.latency.p99.toFixed(0)} ms, ` +
    `errors ${errorPercent(report)} %${rss ? `, RSS ${rss}` : ''}`
  );
}

/**
 * The app on a fresh embedded database with the demo organisation and `people` more employees
 * (scripts/load-people.ts); `stop()` also removes its data folder.
 */
export async function startEmbeddedForLoad(
  people: number,
  log: (line: string) => void = () => {},
): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-load-'));
  if (people > 0) {
    // The app seeds the demo on its first start; the people are added while it is stopped (the
    // embedded database has one process at a time).
    await (await startApp({}, { dataDir })).stop();
    await addLoadPeopleTo({ dataDir }, people, log);
  }
  const app = await startApp({}, { dataDir });
  return {
    ...app,
    stop: async () => {
      await app.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const USAGE =
  'Usage: npm run load -- (--url URL [--pid PID…] | --start embedded|cluster [--instances N]) ' +
  '[--people N] [--users N] [--minutes M] [--ramp S] [--think S] [--password P] [--admin EMAIL] [--budget embedded|postgres]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      pid: { type: 'string', multiple: true, default: [] },
      start: { type: 'string' },
      instances: { type: 'string', default: '2' },
      people: { type: 'string' },
      users: { type: 'string', default: '100' },
      minutes: { type: 'string', default: '2' },
      ramp: { type: 'string', default: '30' },
      think: { type: 'string', default: '3' },
      password: { type: 'string' },
      admin: { type: 'string' },
      budget: { type: 'string' },
    },
  });
  const numbers = {
    users: Number(values.users),
    minutes: Number(values.minutes),
    ramp: Number(values.ramp),
    think: Number(values.think),
    instances: Number(values.instances),
    people: Number(values.people ?? values.users),
  };
  const pids = values.pid.map(Number);
  const budget = values.budget === undefined ? null : BUDGETS[values.budget as keyof typeof BUDGETS];
  if (
    (values.url === undefined) === (values.start === undefined) ||
    (values.start !== undefined && values.start !== 'embedded' && values.start !== 'cluster') ||
    !Number.isInteger(numbers.users) ||
    numbers.users < 1 ||
    !(numbers.minutes > 0) ||
    !(numbers.ramp >= 0) ||
    !(numbers.think > 0) ||
    !Number.isInteger(numbers.instances) ||
    numbers.instances < 1 ||
    numbers.instances > 8 ||
    !Number.isInteger(numbers.people) ||
    numbers.people < 0 ||
    (values.people !== undefined && values.start === undefined) ||
    pids.some((pid) => !Number.isInteger(pid)) ||
    budget === undefined
  ) {
    console.error(USAGE);
    process.exit(2);
  }

  let url = values.url ?? '';
  let processes = pids.map((pid) => ({ name: `pid ${pid}`, pid: () => pid }));
  let stop = async () => {};
  if (values.start === 'embedded') {
    console.log('Starting one instance on a fresh embedded database with the demo organisation…');
    const app = await startEmbeddedForLoad(numbers.people, (line) => console.log(line));
    url = app.url;
    processes = [{ name: 'app', pid: () => app.pid }];
    stop = () => app.stop();
  } else if (values.start === 'cluster') {
    console.log(`Starting PostgreSQL database, S3 server, ${numbers.instances} instances and HAProxy…`);
    const cluster = await startCluster({ instances: numbers.instances });
    await addLoadPeopleTo({ databaseUrl: cluster.databaseUrl }, numbers.people, (line) => console.log(line));
    url = cluster.url;
    processes = cluster.instances.map((i) => ({ name: i.name, pid: i.pid }));
    stop = () => cluster.stop();
  }
  process.once('SIGINT', () => void stop().then(() => process.exit(130)));

  try {
    console.log(
      `${numbers.users} users for ${numbers.minutes} min against ${url} (ramp ${numbers.ramp} s, think ${numbers.think} s)`,
    );
    const report = await runLoadTest({
      url,
      users: numbers.users,
      durationS: Math.round(numbers.minutes * 60),
      rampS: numbers.ramp,
      thinkS: numbers.think,
      password: values.password,
      adminEmail: values.admin,
      processes,
      progress: (line) => console.log(line),
      onProblem: (problem) => console.log(`  refused: ${problem}`),
    });
    console.log(formatReport(report));
    let missed = false;
    if (budget) {
      console.log(`\nBudgets (${values.budget}):`);
      for (const line of judge(report, budget)) {
        console.log(`  ${line.ok === null ? 'n/a ' : line.ok ? 'ok  ' : 'MISS'} ${line.what}`);
        if (line.ok === false) missed = true;
      }
    }
    console.log(
      `\n${summaryLine(report)}${budget ? (missed ? ': a budget missed' : ': within budget') : ''}`,
    );
    process.exitCode = missed ? 1 : 0;
  } finally {
    await stop();
  }
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    console.error(`The load run failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
