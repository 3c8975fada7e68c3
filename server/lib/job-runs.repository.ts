import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { jobRuns } from '../db/schema/jobs.ts';

export type JobRunRow = typeof jobRuns.$inferSelect;

export interface Claim {
  id: string;
  attempt: number;
}

/**
 * Takes the run of `jobName` for `period`, or nothing when another instance has it. The insert
 * wins only for the first instance; afterwards the row can be taken over only when its lease ran
 * out (the instance running it died) or when it failed and may be tried again.
 */
export async function claimRun(
  db: Db,
  input: {
    jobName: string;
    period: Date;
    instance: string;
    now: Date;
    leaseUntil: Date;
    maxAttempts: number;
    retryFailedBefore: Date;
  },
): Promise<Claim | null> {
  const result = (await db.execute(sql`
    insert into job_runs (job_name, period, instance, started_at, lease_until)
    values (${input.jobName}, ${input.period.toISOString()}, ${input.instance},
            ${input.now.toISOString()}, ${input.leaseUntil.toISOString()})
    on conflict (job_name, period) do update
      set attempt = job_runs.attempt + 1, instance = excluded.instance, outcome = 'running',
          started_at = excluded.started_at, lease_until = excluded.lease_until,
          finished_at = null, duration_ms = null, summary = null, error = null
      where (job_runs.outcome = 'running' and job_runs.lease_until < excluded.started_at)
         or (job_runs.outcome = 'failed' and job_runs.attempt < ${input.maxAttempts}
             and job_runs.finished_at < ${input.retryFailedBefore.toISOString()})
    returning id, attempt`)) as { rows: Claim[] };
  return result.rows[0] ?? null;
}

/** Keeps a running run's lease; false when it is no longer this instance's (it was taken over). */
export async function extendLease(db: Db, claim: Claim, leaseUntil: Date): Promise<boolean> {
  const rows = await db
    .update(jobRuns)
    .set({ leaseUntil })
    .where(and(eq(jobRuns.id, claim.id), eq(jobRuns.attempt, claim.attempt), eq(jobRuns.outcome, 'running')))
    .returning({ id: jobRuns.id });
  return rows.length > 0;
}

export async function finishRun(
  db: Db,
  claim: Claim,
  result: {
    outcome: 'succeeded' | 'failed';
    finishedAt: Date;
    durationMs: number;
    summary: string | null;
    error: string | null;
  },
): Promise<void> {
  await db
    .update(jobRuns)
    .set({
      outcome: result.outcome,
      finishedAt: result.finishedAt,
      durationMs: result.durationMs,
      summary: result.summary?.slice(0, 300) ?? null,
      error: result.error?.slice(0, 2000) ?? null,
    })
    .where(and(eq(jobRuns.id, claim.id), eq(jobRuns.attempt, claim.attempt)));
}

/** Forgets all but the newest `keep` runs of a job. */
export async function pruneRuns(db: Db, jobName: string, keep: number): Promise<void> {
  await db.execute(sql`
    delete from job_runs where job_name = ${jobName} and id not in (
      select id from job_runs where job_name = ${jobName} order by period desc limit ${keep})`);
}

/** The newest run of each named job. */
export async function findLatestRuns(db: Db, jobNames: string[]): Promise<Map<string, JobRunRow>> {
  if (jobNames.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([jobRuns.jobName])
    .from(jobRuns)
    .where(inArray(jobRuns.jobName, jobNames))
    .orderBy(jobRuns.jobName, desc(jobRuns.period));
  return new Map(rows.map((r) => [r.jobName, r]));
}
