import type { SessionUser } from '../schemas/auth.schema.ts';

/** The scheduled jobs and their runs are for Admins and the Super admin. */
export function canViewJobs(actor: Pick<SessionUser, 'role'>): boolean {
  return actor.role?.systemKey === 'superAdmin' || actor.role?.systemKey === 'admin';
}
