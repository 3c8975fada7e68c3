import { canViewJobs } from '../../../shared/rules/jobs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Gates } from '../../lib/authorize.ts';

/** The scheduled jobs and their runs are for Admins and the Super admin (the web asks canViewJobs too). */
export const JOB_GATES: Gates<Pick<SessionUser, 'role'>, 'view'> = {
  gates: { view: { allow: canViewJobs, refuse: 'Only Admins can see the scheduled jobs.' } },
};
