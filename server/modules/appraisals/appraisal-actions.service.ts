import { APPRAISAL_MESSAGES as M, RATING_AREA_KEYS } from '../../../shared/rules/appraisals.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  AppraisalDetail,
  ManagerReviewBody,
  SelfAppraisalBody,
} from '../../../shared/schemas/appraisals.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, validationFailed, type ErrorDetail } from '../../lib/errors.ts';
import { APPRAISAL_POLICY } from './appraisals.policy.ts';
import {
  type AppraisalRecord,
  markReleased,
  markSelfSaved,
  markSelfSubmitted,
  unansweredQuestionIds,
  writeAnswers,
  writeReview,
} from './appraisals.repository.ts';
import { getAppraisal, visibleAppraisal } from './appraisals.service.ts';
import { findQuestions } from './questions.repository.ts';
import { publish } from '../events/events.service.ts';

/** What a sentence about an appraisal needs: its cycle and its person. */
const appraisalData = (a: AppraisalRecord) => ({ cycleName: a.cycleName, personId: a.userId });

/** Saves the person's answers as a draft, or submits them (then the appraisal is locked). */
export async function saveSelfAppraisal(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: SelfAppraisalBody,
): Promise<AppraisalDetail> {
  const a = await visibleAppraisal(ctx.db, actor, id);
  authorize(APPRAISAL_POLICY, actor, 'selfAppraise', a);
  const active = new Set((await findQuestions(ctx.db, { activeOnly: true })).map((q) => q.id));
  const seen = new Set<number>();
  const details: ErrorDetail[] = [];
  body.answers.forEach((answer, i) => {
    if (!active.has(answer.questionId) || seen.has(answer.questionId))
      details.push({ path: `answers.${i}.questionId`, message: M.questionUnknown });
    seen.add(answer.questionId);
  });
  if (details.length > 0) throw validationFailed(details);
  // The answers are saved first, so that a Submit refused for a missing answer keeps the rest.
  await ctx.db.transaction(async (tx) => {
    if (!(await markSelfSaved(tx, id, ctx.now()))) throw conflict('appraisal_locked', M.locked);
    await writeAnswers(tx, id, body.answers);
    await publish(tx, {
      type: 'appraisal.self_saved',
      actorId: actor.id,
      subject: { kind: 'appraisal', id },
      concerns: [a.userId],
      data: appraisalData(a),
    });
  });
  if (body.submit) {
    // Submit first (it locks the row, so no draft save slips in), then check: a gap undoes it.
    await ctx.db.transaction(async (tx) => {
      if (!(await markSelfSubmitted(tx, id, ctx.now()))) throw conflict('appraisal_locked', M.locked);
      const missing = await unansweredQuestionIds(tx, id);
      if (missing.length > 0)
        throw validationFailed(missing.map((q) => ({ path: `answers.${q}`, message: M.answerRequired })));
      // Their manager has it to review now.
      await publish(tx, {
        type: 'appraisal.self_submitted',
        actorId: actor.id,
        subject: { kind: 'appraisal', id },
        concerns: [a.userId, a.managerId],
        data: { ...appraisalData(a), managerId: a.managerId },
      });
    });
  }
  return getAppraisal(ctx, actor, id);
}

/** Saves the manager's review as a draft, or submits it; only after the self part is submitted. */
export async function saveManagerReview(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: ManagerReviewBody,
): Promise<AppraisalDetail> {
  const a = await visibleAppraisal(ctx.db, actor, id);
  authorize(APPRAISAL_POLICY, actor, 'review', a);
  if (a.selfSubmittedAt === null) throw conflict('appraisal_not_submitted', M.notSubmitted);
  if (body.submit) {
    const missing = RATING_AREA_KEYS.filter((key) => body.review[key] === null);
    if (missing.length > 0)
      throw validationFailed(missing.map((key) => ({ path: `review.${key}`, message: M.ratingRequired })));
  }
  // The review stays hidden from its person until released: the events concern its reviewer only.
  const written = await ctx.db.transaction(async (tx) => {
    const done = await writeReview(tx, id, {
      review: body.review,
      reviewerId: actor.id,
      submit: body.submit,
      now: ctx.now(),
    });
    if (done)
      await publish(tx, {
        type: body.submit ? 'appraisal.review_submitted' : 'appraisal.review_saved',
        actorId: actor.id,
        subject: { kind: 'appraisal', id },
        concerns: [actor.id],
        data: appraisalData(a),
      });
    return done;
  });
  if (!written) throw conflict('review_locked', M.reviewLocked);
  return getAppraisal(ctx, actor, id);
}

/** Shows the submitted review to the person; the reviewer or a holder may release it. */
export async function releaseReview(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<AppraisalDetail> {
  const a = await visibleAppraisal(ctx.db, actor, id);
  authorize(APPRAISAL_POLICY, actor, 'review', a);
  if (a.managerSubmittedAt === null) throw conflict('review_not_completed', M.notCompleted);
  await ctx.db.transaction(async (tx) => {
    if (!(await markReleased(tx, id, ctx.now()))) throw conflict('review_released', M.alreadyReleased);
    // The person's mail is queued by the notification-mail consumer from this event.
    await publish(tx, {
      type: 'appraisal.released',
      actorId: actor.id,
      subject: { kind: 'appraisal', id },
      concerns: [a.userId],
      data: { ...appraisalData(a), reviewerId: a.reviewerId },
    });
  });
  return getAppraisal(ctx, actor, id);
}
