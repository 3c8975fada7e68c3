import { APPRAISAL_MESSAGES as M, holdsManageAppraisals } from '../../../shared/rules/appraisals.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { type Gates, type Policy } from '../../lib/authorize.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

/** Cycles and questions need ManageAppraisals (Admins and the HR group hold it). */
export function canManageAppraisals(actor: Pick<SessionUser, 'permissions'>): boolean {
  return holdsManageAppraisals(actor.permissions);
}

/** What the policy needs to know about an appraisal. */
export interface AppraisalParties {
  userId: string;
  /** The person's current reporting manager. */
  managerId: string | null;
}

/**
 * How the caller stands to an appraisal: the person themself, their direct manager, a
 * ManageAppraisals holder, or nobody (then it is out of scope: 404). Skip-level managers are not
 * reviewers and see nothing: the review is between a person and their direct manager (and HR).
 */
export type AppraisalRole = 'self' | 'manager' | 'holder' | null;

export function appraisalRole(actor: Actor, a: AppraisalParties): AppraisalRole {
  if (a.userId === actor.id) return 'self';
  if (a.managerId !== null && a.managerId === actor.id) return 'manager';
  if (canManageAppraisals(actor)) return 'holder';
  return null;
}

/** Whether the caller may write the manager's part: the direct manager or a holder, never the person. */
export function mayReview(actor: Actor, a: AppraisalParties): boolean {
  if (a.userId === actor.id) return false;
  return a.managerId === actor.id || canManageAppraisals(actor);
}

/** Cycles and questions: ManageAppraisals. */
export const APPRAISAL_GATES: Gates<Pick<SessionUser, 'permissions'>, 'manage'> = {
  gates: { manage: { allow: canManageAppraisals, refuse: M.noManage } },
};

/**
 * An appraisal is seen by whoever has a role in it (appraisalRole; anyone else: 404). The person
 * alone fills in the self part; the manager's part is for mayReview.
 */
export const APPRAISAL_POLICY: Policy<Actor, AppraisalParties, 'selfAppraise' | 'review'> = {
  notFound: M.notFound,
  see: (actor, a) => appraisalRole(actor, a) !== null,
  actions: {
    selfAppraise: { allow: (actor, a) => a.userId === actor.id, refuse: M.notYours },
    review: {
      allow: mayReview,
      refuse: (actor, a) => (a.userId === actor.id ? M.ownReview : M.notReviewer),
    },
  },
};
