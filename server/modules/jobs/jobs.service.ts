import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { JobsResponse } from '../../../shared/schemas/jobs.schema.ts';
import { canViewJobs } from '../../../shared/rules/jobs.ts';
import { findLatestRuns } from '../../lib/job-runs.repository.ts';
import type { AppContext } from '../../lib/context.ts';
import { forbidden } from '../../lib/errors.ts';
import { presentJob } from './jobs.presenter.ts';

/** Every scheduled job with its latest run and its next scheduled instant. */
export async function listJobs(ctx: AppContext, actor: SessionUser): Promise<JobsResponse> {
  if (!canViewJobs(actor)) throw forbidden('Only Admins can see the scheduled jobs.');
  const scheduler = ctx.scheduler();
  if (!scheduler) return { jobs: [] };
  const latest = await findLatestRuns(
    ctx.db,
    scheduler.jobs.map((j) => j.name),
  );
  return {
    jobs: scheduler.jobs.map((job) =>
      presentJob(job, latest.get(job.name) ?? null, scheduler.nextRunAt(job.name)),
    ),
  };
}
