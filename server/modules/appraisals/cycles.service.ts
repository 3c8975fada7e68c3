import { APPRAISAL_MESSAGES as M } from '../../../shared/rules/appraisals.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  Cycle,
  CycleBody,
  CycleListResponse,
  StatusCounts,
} from '../../../shared/schemas/appraisals.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import { publish } from '../events/events.service.ts';
import { APPRAISAL_GATES, canManageAppraisals } from './appraisals.policy.ts';
import { countByStatus, findCycles, insertCycleWithAppraisals } from './cycles.repository.ts';

const nameTaken = () => conflict('cycle_name_taken', M.cycleNameTaken, 'name');

const NO_COUNTS: StatusCounts = {
  notStarted: 0,
  selfDraft: 0,
  selfSubmitted: 0,
  managerDraft: 0,
  completed: 0,
  released: 0,
};

/** The cycles (every one, or only `cycleId`) with their counts by status when the actor may see them. */
async function cyclesWithCounts(ctx: AppContext, actor: SessionUser, cycleId?: number): Promise<Cycle[]> {
  const [cycles, counts] = await Promise.all([
    findCycles(ctx.db, cycleId),
    canManageAppraisals(actor) ? countByStatus(ctx.db, cycleId) : Promise.resolve(null),
  ]);
  return cycles.map((c) => ({ ...c, counts: counts ? (counts.get(c.id) ?? NO_COUNTS) : null }));
}

/** Every cycle, newest first (the selectors need them); the counts by status only for holders. */
export async function listCycles(ctx: AppContext, actor: SessionUser): Promise<CycleListResponse> {
  const holder = canManageAppraisals(actor);
  return {
    items: await cyclesWithCounts(ctx, actor),
    abilities: { create: holder, editQuestions: holder },
  };
}

/** Opens a cycle: the cycle and an appraisal for every active person, in one transaction. */
export async function createCycle(ctx: AppContext, actor: SessionUser, body: CycleBody): Promise<Cycle> {
  authorize(APPRAISAL_GATES, actor, 'manage');
  // Everyone active gets an appraisal, and hears of the cycle (its people are its concerns).
  const id = await ctx.db.transaction(async (tx) => {
    const opened = await insertCycleWithAppraisals(tx, body, actor.id);
    if (opened === null) return null;
    await publish(tx, {
      type: 'appraisal.cycle_opened',
      actorId: actor.id,
      subject: { kind: 'appraisal_cycle', id: opened.id },
      concerns: opened.userIds,
      data: {
        name: body.name,
        periodStart: body.periodStart,
        periodEnd: body.periodEnd,
        dueDate: body.dueDate,
      },
    });
    return opened.id;
  });
  if (id === null) throw nameTaken();
  const [cycle] = await cyclesWithCounts(ctx, actor, id);
  return cycle!;
}
