import type { LeaveStatus } from '../../../shared/rules/leave.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Leave } from '../../../shared/schemas/leave.schema.ts';

type Actor = Pick<SessionUser, 'id' | 'role'>;

/** Super admin and Admin act on everyone's leave and correct balances. */
export function isLeaveAdmin(actor: Actor): boolean {
  return Boolean(actor.role?.systemKey);
}

/**
 * Who sees a leave: its applicant, the people above them and Admins; anyone else gets 404.
 * Who decides it: the people above the applicant and Admins, never the applicant (spec 002 §6).
 */
export function leaveAbilities(
  actor: Actor,
  leave: { userId: string; status: LeaveStatus; fromDate: string },
  /** The actor is above the applicant in the reporting tree. */
  isAbove: boolean,
  today: string,
): Leave['abilities'] {
  const own = leave.userId === actor.id;
  const approver = !own && (isAbove || isLeaveAdmin(actor));
  const pending = leave.status === 'Pending';
  return {
    // A leave that has started keeps its from date, which an edit could not move to the past.
    edit: own && pending && leave.fromDate >= today,
    delete: own && pending,
    approve: approver && pending,
    reject: approver && pending,
    cancel: leave.status === 'Approved' && leave.fromDate > today && (own || approver),
  };
}

/** Corrects a balance: an Admin, for anyone but themself (their own goes through another Admin). */
export function canCorrectBalances(actor: Actor, userId: string): boolean {
  return isLeaveAdmin(actor) && actor.id !== userId;
}
