import { isAdmin, type SystemKey } from './roles.ts';

/** The scheduled jobs and their runs are for Admins and the Super admin. */
export function canViewJobs(actor: { role: { systemKey: SystemKey } | null }): boolean {
  return isAdmin(actor);
}
