import { LEAVE_MESSAGES, type LeaveStatus } from '../../../shared/rules/leave.ts';
import { isAdmin } from '../../../shared/rules/roles.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Leave } from '../../../shared/schemas/leave.schema.ts';
import { allows, type Policy } from '../../lib/authorize.ts';

type Actor = Pick<SessionUser, 'id' | 'role'>;

export const LEAVE_NOT_FOUND = 'This leave does not exist.';

/** Super admin and Admin act on everyone's leave and correct balances. */
export function isLeaveAdmin(actor: Actor): boolean {
  return isAdmin(actor);
}

/** A leave as the policy weighs it: whose it is, and whether the actor is above them in the tree. */
export interface LeaveParties {
  userId: string;
  isAbove: boolean;
}

/**
 * Who sees a leave: its applicant, the people above them and Admins; anyone else gets 404.
 * Who decides it: the people above the applicant and Admins, never the applicant (spec 002 §6).
 * Only the applicant changes or withdraws it; whoever sees it may cancel it once approved.
 */
export const LEAVE_POLICY: Policy<Actor, LeaveParties, 'change' | 'decide' | 'cancel'> = {
  notFound: LEAVE_NOT_FOUND,
  see: (actor, leave) => leave.userId === actor.id || leave.isAbove || isLeaveAdmin(actor),
  actions: {
    change: {
      allow: (actor, leave) => leave.userId === actor.id,
      refuse: 'Only the applicant can change or delete a leave.',
    },
    decide: {
      allow: (actor, leave) => leave.userId !== actor.id,
      refuse: { message: LEAVE_MESSAGES.ownLeave, code: 'own_leave' },
    },
    cancel: {
      allow: (actor, leave) => leave.userId === actor.id || leave.isAbove || isLeaveAdmin(actor),
      refuse: 'You are not allowed to cancel this leave.',
    },
  },
};

/**
 * What may be done with a leave, sent to the web as `abilities`: the policy's actions, on a leave
 * in a status and at a date that allow them.
 */
export function leaveAbilities(
  actor: Actor,
  leave: { userId: string; status: LeaveStatus; fromDate: string },
  /** The actor is above the applicant in the reporting tree. */
  isAbove: boolean,
  today: string,
): Leave['abilities'] {
  const parties = { userId: leave.userId, isAbove };
  const own = allows(LEAVE_POLICY, actor, 'change', parties);
  const approver = allows(LEAVE_POLICY, actor, 'decide', parties);
  const pending = leave.status === 'Pending';
  return {
    // A leave that has started keeps its from date, which an edit could not move to the past.
    edit: own && pending && leave.fromDate >= today,
    delete: own && pending,
    approve: approver && pending,
    reject: approver && pending,
    cancel:
      leave.status === 'Approved' && leave.fromDate > today && allows(LEAVE_POLICY, actor, 'cancel', parties),
  };
}

/** A person's leave balances: their own, someone below them (inScope), or anyone for an Admin. */
export const BALANCES_POLICY: Policy<Actor, { userId: string; inScope: boolean }, 'correct'> = {
  notFound: 'This person is not in your team.',
  see: (actor, person) => person.userId === actor.id || person.inScope,
  actions: {
    correct: {
      allow: (actor, person) => canCorrectBalances(actor, person.userId),
      refuse: 'Only an Admin can correct someone else’s balance.',
    },
  },
};

/** Corrects a balance: an Admin, for anyone but themself (their own goes through another Admin). */
export function canCorrectBalances(actor: Actor, userId: string): boolean {
  return isLeaveAdmin(actor) && actor.id !== userId;
}
