import {
  appraisalStatus,
  MANAGER_REVIEW_AREAS,
  reviewVisibleToEmployee,
} from '../../../shared/rules/appraisals.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  AppraisalAbilities,
  AppraisalDetail,
  AppraisalRow,
} from '../../../shared/schemas/appraisals.schema.ts';
import type { AppraisalRecord } from './appraisals.repository.ts';
import { appraisalRole, mayReview } from './appraisals.policy.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions'>;

export function abilitiesOf(actor: Actor, a: AppraisalRecord): AppraisalAbilities {
  const reviewer = mayReview(actor, a);
  return {
    editSelf: a.userId === actor.id && a.selfSubmittedAt === null,
    review: reviewer && a.selfSubmittedAt !== null && a.managerSubmittedAt === null,
    release: reviewer && a.managerSubmittedAt !== null && a.releasedAt === null,
  };
}

export function toRow(actor: Actor, a: AppraisalRecord): AppraisalRow {
  return {
    id: a.id,
    cycleId: a.cycleId,
    cycleName: a.cycleName,
    employee: { id: a.userId, fullName: a.fullName },
    dueDate: a.dueDate,
    status: appraisalStatus(a),
    abilities: abilitiesOf(actor, a),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** Every area present, empty where the draft has nothing yet. */
function fullReview(review: Record<string, number | string | null>) {
  return Object.fromEntries(
    MANAGER_REVIEW_AREAS.map((area) => [area.key, review[area.key] ?? (area.kind === 'rating' ? null : '')]),
  ) as AppraisalDetail['managerReview'];
}

export interface QuestionView {
  categories: { id: number; name: string }[];
  questions: { id: number; categoryId: number; text: string; isActive: boolean }[];
  answers: Map<number, string>;
}

export function toDetail(
  actor: Actor,
  a: AppraisalRecord,
  view: QuestionView,
  reviewerName: string | null,
): AppraisalDetail {
  const role = appraisalRole(actor, a);
  // The person's drafts are theirs until they submit; the manager's part is theirs until released.
  const showAnswers = role === 'self' || a.selfSubmittedAt !== null;
  const showReview = role !== 'self' || reviewVisibleToEmployee(a);
  const categories = view.categories
    .map((c) => ({
      id: c.id,
      name: c.name,
      questions: view.questions
        .filter((q) => q.categoryId === c.id && (q.isActive || view.answers.has(q.id)))
        .map((q) => ({ id: q.id, text: q.text, answer: showAnswers ? (view.answers.get(q.id) ?? '') : '' })),
    }))
    .filter((c) => c.questions.length > 0);
  return {
    ...toRow(actor, a),
    periodStart: a.periodStart,
    periodEnd: a.periodEnd,
    selfSubmittedAt: iso(a.selfSubmittedAt),
    managerSubmittedAt: iso(a.managerSubmittedAt),
    releasedAt: iso(a.releasedAt),
    reviewer: a.reviewerId && reviewerName ? { id: a.reviewerId, fullName: reviewerName } : null,
    categories,
    managerReview: showReview && a.managerReview ? fullReview(a.managerReview) : null,
  };
}
