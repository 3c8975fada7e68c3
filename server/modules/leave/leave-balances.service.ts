import { LEAVE_MESSAGES, leaveTypeOf } from '../../../shared/rules/leave.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  PERSON_LEAVES_SHOWN,
  type LeaveBalancesResponse,
  type LeaveCorrectionBody,
  type PersonLeaves,
} from '../../../shared/schemas/leave.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { isInScopeCached, scopeOf, findLeavePerson } from '../users/users.queries.ts';
import { publish } from '../events/events.service.ts';
import { organisationToday } from '../org/org.service.ts';
import {
  createDefaultAllocation,
  findBalance,
  findBalances,
  findLedgerPage,
  insertLedgerEntry,
  lockPersonLeave,
} from './leave-ledger.repository.ts';
import { BALANCES_POLICY, canCorrectBalances } from './leave.policy.ts';
import { presentBalances, presentLeave } from './leave.presenter.ts';
import { findPersonLeaveRows } from './leave.repository.ts';

/** A new person's opening balances (spec 002 §9), in the transaction that creates them. */
export function openDefaultBalances(
  tx: DbOrTx,
  person: { userId: string; gender: string | null; maritalStatus: string | null },
): Promise<void> {
  return createDefaultAllocation(tx, person);
}

/** A person whose balances the actor may see: themself, someone below them, anyone for an Admin. */
async function visiblePerson(ctx: AppContext, actor: SessionUser, userId: string) {
  const inScope = userId === actor.id || (await isInScopeCached(ctx, scopeOf(actor), userId));
  const person = inScope ? await findLeavePerson(ctx.db, userId) : null;
  const seen = person && { person, userId, inScope };
  authorize(BALANCES_POLICY, actor, 'view', seen);
  return seen.person;
}

/** A person's balances and, a page at a time, the ledger rows they add up from. */
export async function getLeaveBalances(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  page: { page: number; pageSize: number },
): Promise<LeaveBalancesResponse> {
  await visiblePerson(ctx, actor, userId);
  const today = await organisationToday(ctx);
  const [figures, ledger] = await Promise.all([
    findBalances(ctx.db, userId, today),
    findLedgerPage(ctx.db, userId, (page.page - 1) * page.pageSize, page.pageSize),
  ]);
  return {
    balances: presentBalances(figures),
    ledger: ledger.rows.map((row) => ({
      id: row.id,
      typeId: row.typeId,
      typeName: leaveTypeOf(row.typeId)?.name ?? '',
      kind: row.kind,
      days: Number(row.days),
      note: row.note,
      leaveId: row.leaveId,
      actor: row.actorId ? { id: row.actorId, fullName: `${row.actorFirstName} ${row.actorLastName}` } : null,
      createdAt: row.createdAt.toISOString(),
    })),
    ledgerTotal: ledger.total,
    page: page.page,
    pageSize: page.pageSize,
    abilities: { correct: canCorrectBalances(actor, userId) },
  };
}

/**
 * A person's leave of this year on their page (taken, planned, pending), for whoever sees their
 * balances: themself, the people above them, Admins.
 */
export async function getPersonLeaves(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
): Promise<PersonLeaves> {
  await visiblePerson(ctx, actor, userId);
  const today = await organisationToday(ctx);
  const rows = await findPersonLeaveRows(ctx.db, userId, `${today.slice(0, 4)}-01-01`, PERSON_LEAVES_SHOWN);
  return { items: rows.map((row) => presentLeave(actor, row, today, row.userId !== actor.id)) };
}

/** An Admin's correction of someone else's balance, with its reason; never below zero. */
export async function correctLeaveBalance(
  ctx: AppContext,
  actor: SessionUser,
  userId: string,
  body: LeaveCorrectionBody,
): Promise<LeaveBalancesResponse> {
  await visiblePerson(ctx, actor, userId);
  authorize(BALANCES_POLICY, actor, 'correct', { userId, inScope: true });
  const today = await organisationToday(ctx);
  await ctx.db.transaction(async (tx) => {
    await lockPersonLeave(tx, userId);
    const figures = await findBalance(tx, userId, body.typeId, today);
    if ((figures?.balance ?? 0) + body.days < 0) throw fieldError('days', LEAVE_MESSAGES.correctionOverdraw);
    await insertLedgerEntry(tx, {
      userId,
      typeId: body.typeId,
      kind: 'correction',
      days: body.days,
      note: body.reason.trim(),
      actorId: actor.id,
    });
    await publish(tx, {
      type: 'leave.corrected',
      actorId: actor.id,
      subject: { kind: 'person', id: userId },
      concerns: [userId],
      changes: { balance: { from: figures?.balance ?? 0, to: (figures?.balance ?? 0) + body.days } },
      data: { typeId: body.typeId, days: body.days, reason: body.reason.trim() },
    });
  });
  return getLeaveBalances(ctx, actor, userId, { page: 1, pageSize: 20 });
}
