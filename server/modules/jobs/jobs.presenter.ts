import type { ScheduledJobDto } from '../../../shared/schemas/jobs.schema.ts';
import type { JobRunRow } from '../../lib/job-runs.repository.ts';
import type { JobDefinition } from '../../lib/scheduler.ts';

export function presentJob(
  job: JobDefinition,
  run: JobRunRow | null,
  nextRunAt: Date | null,
): ScheduledJobDto {
  return {
    name: job.name,
    description: job.description,
    schedule: job.schedule,
    timeZone: job.timezone ?? 'UTC',
    nextRunAt: nextRunAt?.toISOString() ?? null,
    lastRun: run && {
      period: run.period.toISOString(),
      outcome: run.outcome,
      attempt: run.attempt,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      durationMs: run.durationMs,
      summary: run.summary,
      error: run.error,
    },
  };
}
