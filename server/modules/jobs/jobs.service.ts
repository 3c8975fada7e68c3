import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { JobsResponse } from '../../../shared/schemas/jobs.schema.ts';
import { findLatestRuns } from '../../lib/job-runs.repository.ts';
import type { AppContext } from '../../lib/context.ts';
import { authorize } from '../../lib/authorize.ts';
import { JOB_GATES } from './jobs.policy.ts';
import { presentJob } from './jobs.presenter.ts';

/** Every scheduled job with its latest run and its next scheduled instant. */
export async function listJobs(ctx: AppContext, actor: SessionUser): Promise<JobsResponse> {
  authorize(JOB_GATES, actor, 'view');
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
