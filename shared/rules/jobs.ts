import type { SessionUser } from '../schemas/auth.schema.ts';
import { isAdmin } from './roles.ts';

/** The scheduled jobs and their runs are for Admins and the Super admin. */
export function canViewJobs(actor: Pick<SessionUser, 'role'>): boolean {
  return isAdmin(actor);
}
