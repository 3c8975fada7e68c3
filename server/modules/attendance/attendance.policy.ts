import { holdsManageAttendance } from '../../../shared/rules/attendance.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/** Work sites and the attendance settings need ManageAttendance (Admins hold it). */
export const ATTENDANCE_GATES: Gates<Pick<SessionUser, 'permissions'>, 'manage'> = {
  gates: {
    manage: {
      allow: (actor) => holdsManageAttendance(actor.permissions),
      refuse: 'You are not allowed to manage attendance settings.',
    },
  },
};

export function canManageAttendance(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(ATTENDANCE_GATES, actor, 'manage');
}

export const RECORD_NOT_FOUND = 'This attendance record does not exist.';

/**
 * A day's record (and its photos) is seen by its person and the people above them, not by Admins
 * as such nor by peers: anyone else gets 404. Nobody changes someone else's record.
 */
export const RECORD_POLICY: Policy<Actor, { userId: string; isAbove: boolean }, never> = {
  notFound: RECORD_NOT_FOUND,
  see: (actor, record) => record.userId === actor.id || record.isAbove,
  actions: {},
};
