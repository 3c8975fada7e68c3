/**
 * Runs of the scheduled jobs (server/jobs).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import { integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

export const jobOutcome = pgEnum('job_outcome', ['running', 'succeeded', 'failed']);

/**
 * One row per run of a scheduled job. The unique (job, period) key is what makes a period run
 * once across instances: claiming it is an insert that only one instance wins, or a take-over of
 * a run whose lease ran out (its instance died) or that failed.
 */
export const jobRuns = pgTable(
  'job_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    jobName: varchar('job_name', { length: 60 }).notNull(),
    /** The scheduled instant this run is for. */
    period: timestamp('period', { withTimezone: true }).notNull(),
    outcome: jobOutcome('outcome').notNull().default('running'),
    attempt: integer('attempt').notNull().default(1),
    instance: varchar('instance', { length: 100 }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    durationMs: integer('duration_ms'),
    summary: varchar('summary', { length: 300 }),
    error: text('error'),
  },
  (t) => [uniqueIndex('job_runs_job_period_key').on(t.jobName, t.period)],
);
