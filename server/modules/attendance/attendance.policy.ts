import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';

type Actor = Pick<SessionUser, 'permissions'>;

/** Work sites and the attendance settings need ManageAttendance (Admins hold it). */
export function canManageAttendance(actor: Actor): boolean {
  return actor.permissions.includes('ManageAttendance');
}
