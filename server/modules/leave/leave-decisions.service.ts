import { insufficientBalanceMessage, LEAVE_MESSAGES } from '../../../shared/rules/leave.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Leave } from '../../../shared/schemas/leave.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict } from '../../lib/errors.ts';
import { publish } from '../events/events.service.ts';
import { organisationToday } from '../org/org.service.ts';
import { findBalance, insertLedgerEntry, lockPersonLeave } from './leave-ledger.repository.ts';
import { LEAVE_POLICY } from './leave.policy.ts';
import { cancelApprovedLeave, decidePendingLeave, type LeaveApplicationRow } from './leave.repository.ts';
import { leaveSummary, presentVisibleLeave, visibleLeave } from './leave.service.ts';

const NOT_CANCELLABLE = 'Only an approved leave that has not started can be cancelled.';

function leaveDecided(
  tx: DbOrTx,
  actor: SessionUser,
  leave: LeaveApplicationRow,
  decision: 'approved' | 'rejected' | 'cancelled',
  note: string | null,
): Promise<void> {
  return publish(tx, {
    type: `leave.${decision}`,
    actorId: actor.id,
    subject: { kind: 'leave', id: leave.id },
    concerns: [leave.userId],
    data: { applicantId: leave.userId, ...leaveSummary(leave), note },
  });
}

/**
 * Approves or rejects a pending leave (spec 002 §4): for the people above the applicant and
 * Admins, never the applicant (403). The decision is a compare-and-set under the applicant's
 * lock, so of many sent at once exactly one takes effect and an approval moves the balance once.
 */
export async function decideLeave(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  approve: boolean,
  note: string | undefined,
): Promise<Leave> {
  const { row, isAbove } = await visibleLeave(ctx, actor, id);
  authorize(LEAVE_POLICY, actor, 'decide', { userId: row.userId, isAbove });
  const today = await organisationToday(ctx);
  const cleanNote = note?.trim() || null;
  await ctx.db.transaction(async (tx) => {
    await lockPersonLeave(tx, row.userId);
    const decided = await decidePendingLeave(tx, id, {
      approve,
      deciderId: actor.id,
      note: cleanNote,
      today,
      at: ctx.now(),
    });
    if (!decided) throw conflict('leave_not_pending', LEAVE_MESSAGES.notPending);
    if (approve) {
      const duration = Number(decided.duration);
      const figures = await findBalance(tx, decided.userId, decided.typeId, today, id);
      // Pending requests never hold more than the balance, but a correction may have lowered it since.
      if (!figures || figures.balance < duration)
        throw conflict(
          'insufficient_balance',
          insufficientBalanceMessage(decided.typeId, figures?.balance ?? 0),
        );
      await insertLedgerEntry(tx, {
        userId: decided.userId,
        typeId: decided.typeId,
        kind: 'approval',
        days: -duration,
        leaveId: id,
        actorId: actor.id,
      });
    }
    await leaveDecided(tx, actor, decided, approve ? 'approved' : 'rejected', cleanNote);
  });
  return presentVisibleLeave(ctx, actor, id, isAbove);
}

/**
 * Cancels an approved leave before it starts, by its applicant, the people above them or an
 * Admin: it then reads Rejected and its days go back to the balance, once.
 */
export async function cancelLeave(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  note: string | undefined,
): Promise<Leave> {
  const { row, isAbove } = await visibleLeave(ctx, actor, id);
  authorize(LEAVE_POLICY, actor, 'cancel', { userId: row.userId, isAbove });
  const today = await organisationToday(ctx);
  const cleanNote = note?.trim() || null;
  await ctx.db.transaction(async (tx) => {
    await lockPersonLeave(tx, row.userId);
    const cancelled = await cancelApprovedLeave(tx, id, {
      deciderId: actor.id,
      note: cleanNote,
      today,
      at: ctx.now(),
    });
    if (!cancelled) throw conflict('leave_not_cancellable', NOT_CANCELLABLE);
    await insertLedgerEntry(tx, {
      userId: cancelled.userId,
      typeId: cancelled.typeId,
      kind: 'cancellation',
      days: Number(cancelled.duration),
      leaveId: id,
      actorId: actor.id,
    });
    await leaveDecided(tx, actor, cancelled, 'cancelled', cleanNote);
  });
  return presentVisibleLeave(ctx, actor, id, isAbove);
}
