import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  AppraisalDetail,
  AppraisalListQuery,
  AppraisalListResponse,
  MyAppraisalsResponse,
  PersonAppraisals,
} from '../../../shared/schemas/appraisals.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { APPRAISAL_POLICY, appraisalRole, canManageAppraisals } from './appraisals.policy.ts';
import { toDetail, toRow } from './appraisals.presenter.ts';
import {
  findAnswers,
  findAppraisal,
  findAppraisalPage,
  findOwnAppraisals,
  type AppraisalRecord,
} from './appraisals.repository.ts';
import { findCycles } from './cycles.repository.ts';
import { findCategories, findQuestions } from './questions.repository.ts';
import { authorizeTeamMember, findLeavePerson, findPersonName, scopeOf } from '../users/users.queries.ts';

/** The appraisal if the caller may see it; otherwise 404, as if it did not exist. */
export async function visibleAppraisal(db: DbOrTx, actor: SessionUser, id: number): Promise<AppraisalRecord> {
  const a = await findAppraisal(db, id);
  authorize(APPRAISAL_POLICY, actor, 'view', a);
  return a;
}

/** The list of /manager-appraisal-view: the direct reports' appraisals, everyone's for holders. */
export async function listAppraisals(
  ctx: AppContext,
  actor: SessionUser,
  query: AppraisalListQuery,
): Promise<AppraisalListResponse> {
  const cycleId = query.cycleId ?? (await findCycles(ctx.db).limit(1))[0]?.id;
  if (cycleId === undefined) return { items: [], total: 0, page: query.page, pageSize: query.pageSize };
  const scope = { managerId: canManageAppraisals(actor) ? null : actor.id };
  const { rows, total } = await findAppraisalPage(ctx.db, scope, { ...query, cycleId });
  return { items: rows.map((a) => toRow(actor, a)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * A person's appraisals on their page, newest cycle first, as far as the viewer has a part in them
 * (appraisalRole); 404 for anyone outside the viewer's team.
 */
export async function getPersonAppraisals(
  ctx: AppContext,
  actor: SessionUser,
  personId: string,
): Promise<PersonAppraisals> {
  const person = await authorizeTeamMember(ctx, actor, scopeOf(actor), personId, () =>
    findLeavePerson(ctx.db, personId),
  );
  const seen = appraisalRole(actor, { userId: personId, managerId: person.reportingManagerId }) !== null;
  if (!seen) return { seen, items: [] };
  const rows = await findOwnAppraisals(ctx.db, personId);
  return { seen, items: rows.filter((a) => appraisalRole(actor, a) !== null).map((a) => toRow(actor, a)) };
}

/** The caller's own appraisals, newest cycle first (the self page's cycle selector). */
export async function listOwnAppraisals(ctx: AppContext, actor: SessionUser): Promise<MyAppraisalsResponse> {
  const rows = await findOwnAppraisals(ctx.db, actor.id);
  return { items: rows.map((a) => toRow(actor, a)) };
}

export async function presentAppraisal(
  db: DbOrTx,
  actor: SessionUser,
  a: AppraisalRecord,
): Promise<AppraisalDetail> {
  const [categories, questions, answers, reviewerName] = await Promise.all([
    findCategories(db),
    findQuestions(db, { activeOnly: false }),
    findAnswers(db, a.id),
    a.reviewerId ? findPersonName(db, a.reviewerId) : Promise.resolve(null),
  ]);
  return toDetail(actor, a, { categories, questions, answers }, reviewerName);
}

export async function getAppraisal(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<AppraisalDetail> {
  return presentAppraisal(ctx.db, actor, await visibleAppraisal(ctx.db, actor, id));
}
