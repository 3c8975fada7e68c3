import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Cron } from 'croner';
import type { Db } from '../db/client.ts';
import { errorSummary } from './logger.ts';
import { claimRun, extendLease, finishRun, pruneRuns, type Claim } from './job-runs.repository.ts';

export interface JobLogger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** What a run is told: the scheduled instant it is for (a monthly job tops up that month). */
export interface JobRun {
  period: Date;
}

export interface JobDefinition {
  /** Stable key, kebab-case; runs are recorded under it. */
  name: string;
  /** One sentence for Admins. */
  description: string;
  /** A cron pattern (croner; an optional leading seconds field). */
  schedule: string;
  /** The time zone the pattern is read in; UTC unless given. */
  timezone?: string;
  /** How long a run may go without a heartbeat before another instance takes it over. */
  leaseSeconds?: number;
  /** How many recorded runs to keep. */
  keepRuns?: number;
  /** Does the work; may return a short summary for the record ("3 files removed"). */
  run(run: JobRun): Promise<string | void>;
}

export interface Scheduler {
  readonly jobs: readonly JobDefinition[];
  /** Runs every job whose latest period has not run anywhere yet; resolves when they are done. */
  tick(): Promise<void>;
  /** Runs a job in this process now, outside its schedule (mail right after it was queued). */
  trigger(name: string): Promise<void>;
  /** The next scheduled instant of a job. */
  nextRunAt(name: string): Date | null;
  /** Ticks every `intervalMs` until stopped. */
  start(intervalMs?: number): void;
  /** Stops ticking and waits for the runs under way. */
  stop(): Promise<void>;
}

const DEFAULT_LEASE_SECONDS = 300;
const DEFAULT_KEEP_RUNS = 100;
const MAX_ATTEMPTS = 3;
const RETRY_FAILED_AFTER_MS = 60_000;
const DEFAULT_TICK_MS = 5_000;

/**
 * The one scheduled-job mechanism. Every instance ticks; for each job the latest scheduled
 * instant at or before now is its period, and the run for it is claimed in the database
 * (claimRun), so it runs once however many instances tick, and again only when the instance
 * running it died (its lease ran out) or the run failed (up to three attempts). Runs are
 * recorded with their outcome and duration for Admins.
 */
export function createScheduler(options: {
  db: Db;
  jobs: JobDefinition[];
  logger: JobLogger;
  now?: () => Date;
  instance?: string;
  /** Told of every run, scheduled or triggered, as it ends (the metrics). */
  onRunEnded?: (job: string, outcome: 'succeeded' | 'failed', seconds: number) => void;
}): Scheduler {
  const { db, logger } = options;
  const ended = options.onRunEnded ?? (() => {});
  const now = options.now ?? (() => new Date());
  const instance = options.instance ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const byName = new Map(options.jobs.map((job) => [job.name, job]));
  const crons = new Map(
    options.jobs.map((job) => [
      job.name,
      new Cron(job.schedule, { paused: true, timezone: job.timezone ?? 'UTC' }),
    ]),
  );
  /** Runs of one job in this process go one after the other. */
  const queues = new Map<string, Promise<void>>();
  /** The period each job last finished in this process, to skip asking the database again. */
  const finished = new Map<string, number>();
  const triggerPending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  let ticking: Promise<void> | null = null;
  let stopped = false;

  function enqueue(name: string, work: () => Promise<void>): Promise<void> {
    const next = (queues.get(name) ?? Promise.resolve()).then(work).catch((err: unknown) => {
      logger.error({ err, job: name }, 'job failed to run');
    });
    queues.set(name, next);
    return next;
  }

  function currentPeriod(name: string): Date | null {
    const at = now();
    // previousRuns looks strictly before its reference: a period that starts this very second counts.
    return crons.get(name)!.previousRuns(1, new Date(at.getTime() + 1000))[0] ?? null;
  }

  async function runClaimed(job: JobDefinition, period: Date, claim: Claim): Promise<void> {
    const leaseMs = (job.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000;
    const heartbeat = setInterval(() => {
      extendLease(db, claim, new Date(now().getTime() + leaseMs))
        .then((kept) => kept || logger.warn({ job: job.name }, 'job run was taken over by another instance'))
        .catch((err: unknown) => logger.warn({ err, job: job.name }, 'job lease not extended'));
    }, leaseMs / 3);
    heartbeat.unref();
    const started = performance.now();
    let outcome: 'succeeded' | 'failed' = 'succeeded';
    let summary: string | null = null;
    let error: string | null = null;
    try {
      summary = (await job.run({ period })) || null;
    } catch (err) {
      outcome = 'failed';
      error = errorSummary(err);
      logger.error({ err, job: job.name, period }, 'job run failed');
    } finally {
      clearInterval(heartbeat);
    }
    const durationMs = Math.round(performance.now() - started);
    ended(job.name, outcome, durationMs / 1000);
    await finishRun(db, claim, { outcome, finishedAt: now(), durationMs, summary, error });
    if (outcome === 'succeeded') finished.set(job.name, period.getTime());
    await pruneRuns(db, job.name, job.keepRuns ?? DEFAULT_KEEP_RUNS);
  }

  async function runIfDue(job: JobDefinition): Promise<void> {
    const period = currentPeriod(job.name);
    if (!period || finished.get(job.name) === period.getTime() || stopped) return;
    const at = now();
    const claim = await claimRun(db, {
      jobName: job.name,
      period,
      instance,
      now: at,
      leaseUntil: new Date(at.getTime() + (job.leaseSeconds ?? DEFAULT_LEASE_SECONDS) * 1000),
      maxAttempts: MAX_ATTEMPTS,
      retryFailedBefore: new Date(at.getTime() - RETRY_FAILED_AFTER_MS),
    });
    if (claim) await runClaimed(job, period, claim);
  }

  async function tick(): Promise<void> {
    await Promise.all(options.jobs.map((job) => enqueue(job.name, () => runIfDue(job))));
  }

  return {
    jobs: options.jobs,
    tick,
    trigger: (name) => {
      const job = byName.get(name);
      if (!job) throw new Error(`No job named ${name}`);
      if (stopped) return Promise.resolve();
      // A trigger waiting behind a run already covers every later trigger.
      if (triggerPending.has(name)) return queues.get(name) ?? Promise.resolve();
      triggerPending.add(name);
      return enqueue(name, async () => {
        triggerPending.delete(name);
        const started = performance.now();
        try {
          await job.run({ period: now() });
          ended(name, 'succeeded', (performance.now() - started) / 1000);
        } catch (err) {
          ended(name, 'failed', (performance.now() - started) / 1000);
          throw err;
        }
      });
    },
    nextRunAt: (name) => crons.get(name)?.nextRun(now()) ?? null,
    start: (intervalMs = DEFAULT_TICK_MS) => {
      if (timer || stopped) return;
      const beat = () => {
        ticking ??= tick().finally(() => {
          ticking = null;
        });
      };
      timer = setInterval(beat, intervalMs);
      timer.unref();
      beat();
    },
    stop: async () => {
      stopped = true;
      if (timer) clearInterval(timer);
      timer = null;
      await ticking;
      await Promise.all(queues.values());
    },
  };
}
