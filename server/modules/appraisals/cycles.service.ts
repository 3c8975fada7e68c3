import { APPRAISAL_MESSAGES as M } from '../../../shared/rules/appraisals.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Cycle, CycleBody, CycleListResponse } from '../../../shared/schemas/appraisals.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import { canManageAppraisals } from './appraisals.policy.ts';
import { countByStatus, findCycles, insertCycleWithAppraisals } from './cycles.repository.ts';

const nameTaken = () =>
  new AppError(409, 'cycle_name_taken', M.cycleNameTaken, {
    details: [{ path: 'name', message: M.cycleNameTaken }],
  });

/** Every cycle, newest first (the selectors need them); the counts by status only for holders. */
export async function listCycles(ctx: AppContext, actor: SessionUser): Promise<CycleListResponse> {
  const holder = canManageAppraisals(actor);
  const [cycles, counts] = await Promise.all([
    findCycles(ctx.db),
    holder ? countByStatus(ctx.db) : Promise.resolve(null),
  ]);
  const empty = { notStarted: 0, selfDraft: 0, selfSubmitted: 0, managerDraft: 0, completed: 0, released: 0 };
  return {
    items: cycles.map((c) => ({ ...c, counts: counts ? (counts.get(c.id) ?? empty) : null })),
    abilities: { create: holder, editQuestions: holder },
  };
}

/** Opens a cycle: the cycle and an appraisal for every active person, in one transaction. */
export async function createCycle(ctx: AppContext, actor: SessionUser, body: CycleBody): Promise<Cycle> {
  if (!canManageAppraisals(actor)) throw forbidden(M.noManage);
  const id = await ctx.db.transaction((tx) => insertCycleWithAppraisals(tx, body, actor.id));
  if (id === null) throw nameTaken();
  const cycle = (await listCycles(ctx, actor)).items.find((c) => c.id === id);
  return cycle!;
}
