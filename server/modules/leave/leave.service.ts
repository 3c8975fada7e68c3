import { yearOf, formatDay } from '../../../shared/rules/dates.ts';
import {
  availableDays,
  insufficientBalanceMessage,
  LEAVE_MESSAGES,
  leaveDays,
  leaveDuration,
  leavesOverlap,
  leaveStatus,
  LEAVE_TYPES,
  MATERNITY_LEAVE_TYPE_ID,
} from '../../../shared/rules/leave.ts';
import { maternityAllowed } from '../../../shared/rules/people.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  Leave,
  LeaveBody,
  LeaveListQuery,
  LeaveListResponse,
  LeavePlanner,
} from '../../../shared/schemas/leave.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { SearchHitOf } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { labelMatcher, type SearchTerms } from '../../lib/text-search.ts';
import { conflict, fieldError, notFound } from '../../lib/errors.ts';
import { holidayLocationFor, holidaysBetween } from '../holidays/holidays.service.ts';
import { changesOf, publish } from '../events/events.service.ts';
import {
  isInSubtree,
  resolveViewScope,
  scopeOf,
  findLeavePerson,
  type LeavePersonRow,
} from '../users/users.queries.ts';
import { organisationToday } from '../org/org.service.ts';
import { findBalance, findBalances, lockPersonLeave } from './leave-ledger.repository.ts';
import { LEAVE_NOT_FOUND, LEAVE_POLICY } from './leave.policy.ts';
import { presentBalances, presentLeave } from './leave.presenter.ts';
import {
  deletePendingLeave,
  findCoveringLeaves,
  findLeave,
  findLeaveHits,
  findLeaveListRow,
  findLeavePage,
  countLeavePage,
  insertLeave,
  updatePendingLeave,
  type LeaveApplicationRow,
  type LeaveValues,
} from './leave.repository.ts';

/**
 * The global search's leave applications: those the caller's leave list shows (their own and
 * their hierarchy's), found by the person's name, the reason or the type's name in English or the
 * caller's language; newest first.
 */
export async function searchLeaves(
  ctx: AppContext,
  actor: SessionUser,
  terms: SearchTerms,
  limit: number,
): Promise<Array<SearchHitOf<'leave'>>> {
  const [rows, today] = await Promise.all([
    findLeaveHits(ctx.db, scopeOf(actor), terms, labelMatcher(LEAVE_TYPES, actor.language), limit),
    organisationToday(ctx),
  ]);
  return rows.map((row) => ({
    kind: 'leave',
    id: row.id,
    employeeName: row.employeeName,
    typeId: row.typeId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    reason: row.reason,
    status: leaveStatus(
      { approved: row.approvedAt !== null, rejected: row.rejectedAt !== null, toDate: row.toDate },
      today,
    ),
  }));
}

/** What applying needs to know about the applicant, on the organisation's today. */
export interface Applicant {
  person: LeavePersonRow;
  location: number;
  today: string;
}

export async function applicantOf(ctx: AppContext, userId: string): Promise<Applicant> {
  const [person, today] = await Promise.all([findLeavePerson(ctx.db, userId), organisationToday(ctx)]);
  if (!person) throw notFound('This person does not exist.');
  return { person, location: await holidayLocationFor(ctx, person.holidayLocation), today };
}

/** The last day a leave may reach: the holiday calendars go to the end of next year. */
export function lastLeaveDay(today: string): string {
  return `${yearOf(today) + 1}-12-31`;
}

/**
 * The checks of spec 002 §5 on a leave, under the applicant's lock; returns its duration. Days
 * are working days of the applicant's location that no other leave of theirs covers, and the
 * duration fits what the balance has left after the pending requests.
 */
async function checkLeave(
  tx: DbOrTx,
  applicant: Applicant,
  body: LeaveBody,
  exceptLeaveId?: number,
): Promise<number> {
  const { person, today } = applicant;
  if (body.fromDate < today) throw fieldError('fromDate', LEAVE_MESSAGES.fromInPast);
  const lastDay = lastLeaveDay(today);
  if (body.toDate > lastDay) throw fieldError('toDate', LEAVE_MESSAGES.tooFarAhead(formatDay(lastDay)));
  if (body.typeId === MATERNITY_LEAVE_TYPE_ID && !maternityAllowed(person.gender, person.maritalStatus))
    throw fieldError('typeId', LEAVE_MESSAGES.maternity);

  const holidays = await holidaysBetween({ db: tx }, applicant.location, body.fromDate, body.toDate);
  const days = leaveDays(body.fromDate, body.toDate, holidays);
  if (days[0]?.kind !== 'working') throw fieldError('fromDate', LEAVE_MESSAGES.dayNotWorking);
  if (days.at(-1)?.kind !== 'working') throw fieldError('toDate', LEAVE_MESSAGES.dayNotWorking);
  const duration = leaveDuration({ from: body.fromDate, to: body.toDate, halfDay: body.halfDay }, holidays);

  const covering = await findCoveringLeaves(tx, person.id, today);
  const wanted = { from: body.fromDate, to: body.toDate, halfDay: body.halfDay };
  if (
    covering.some(
      (l) =>
        l.id !== exceptLeaveId &&
        leavesOverlap(wanted, { from: l.fromDate, to: l.toDate, halfDay: l.halfDay }),
    )
  )
    throw fieldError('fromDate', LEAVE_MESSAGES.overlaps);

  const figures = await findBalance(tx, person.id, body.typeId, today, exceptLeaveId);
  const available = figures ? availableDays(figures.balance, figures.held) : 0;
  if (duration > available) throw fieldError('duration', insufficientBalanceMessage(body.typeId, available));
  return duration;
}

function valuesOf(body: LeaveBody, duration: number): LeaveValues {
  return {
    typeId: body.typeId,
    fromDate: body.fromDate,
    toDate: body.toDate,
    halfDay: body.halfDay,
    duration,
    reason: body.reason.trim(),
  };
}

/** Records a new or changed request; the applicant's manager is told of it. */
function leaveRequested(
  tx: DbOrTx,
  person: LeavePersonRow,
  leaveId: number,
  values: LeaveValues,
  previous: LeaveValues | null,
): Promise<void> {
  return publish(tx, {
    type: previous ? 'leave.updated' : 'leave.applied',
    actorId: person.id,
    subject: { kind: 'leave', id: leaveId },
    concerns: [person.id, person.reportingManagerId],
    changes: previous ? changesOf(previous, values, LEAVE_FIELDS) : undefined,
    data: { applicantId: person.id, managerId: person.reportingManagerId, ...values },
  });
}

/** What an event tells of a leave: its type, days and length. */
export function leaveSummary(row: LeaveApplicationRow) {
  return {
    typeId: row.typeId,
    fromDate: row.fromDate,
    toDate: row.toDate,
    halfDay: row.halfDay,
    duration: Number(row.duration),
  };
}

const LEAVE_FIELDS = ['typeId', 'fromDate', 'toDate', 'halfDay', 'duration', 'reason'] as const;

/**
 * A leave the actor may see: their own, one of someone below them, or any for an Admin; 404
 * otherwise. `isAbove`: the actor is above its applicant.
 */
export async function visibleLeave(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
): Promise<{ row: LeaveApplicationRow; isAbove: boolean }> {
  const row = await findLeave(ctx.db, id);
  const seen = row && {
    row,
    userId: row.userId,
    isAbove: row.userId !== actor.id && (await isInSubtree(ctx.db, actor.id, row.userId)),
  };
  authorize(LEAVE_POLICY, actor, 'view', seen);
  return { row: seen.row, isAbove: seen.isAbove };
}

/** A leave the actor was already found to see (visibleLeave), as the list shows it. */
export async function presentVisibleLeave(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  isAbove: boolean,
): Promise<Leave> {
  const [row, today] = await Promise.all([findLeaveListRow(ctx.db, id), organisationToday(ctx)]);
  if (!row) throw notFound(LEAVE_NOT_FOUND);
  return presentLeave(actor, row, today, isAbove);
}

export async function getLeave(ctx: AppContext, actor: SessionUser, id: number): Promise<Leave> {
  const { isAbove } = await visibleLeave(ctx, actor, id);
  return presentVisibleLeave(ctx, actor, id, isAbove);
}

/**
 * The leave list (spec 002 §2): the applications of everyone at or below the person viewed (the
 * caller, or whom they chose in the hierarchy selector), or only that person's own.
 */
export async function listLeaves(
  ctx: AppContext,
  actor: SessionUser,
  query: LeaveListQuery,
  viewAsId: string | undefined,
): Promise<LeaveListResponse> {
  const [scope, today] = await Promise.all([resolveViewScope(ctx, actor, viewAsId), organisationToday(ctx)]);
  const { rows, total } = await findLeavePage(ctx.db, {
    ownerId: query.own ? scope.userId : undefined,
    scope,
    search: query.search,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    // Every row is the caller's own or of someone below them (the list's scope is their subtree).
    items: rows.map((row) => presentLeave(actor, row, today, row.userId !== actor.id)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** How many applications the leave list holds, for a searched page that came without its total. */
export async function countLeaveList(
  ctx: AppContext,
  actor: SessionUser,
  query: LeaveListQuery,
  viewAsId: string | undefined,
): Promise<number> {
  const scope = await resolveViewScope(ctx, actor, viewAsId);
  return countLeavePage(ctx.db, {
    ownerId: query.own ? scope.userId : undefined,
    scope,
    search: query.search,
  });
}

/** What the apply form needs: the days it disables, and what each balance allows. */
export async function getLeavePlanner(ctx: AppContext, actor: SessionUser): Promise<LeavePlanner> {
  const applicant = await applicantOf(ctx, actor.id);
  const { person, location, today } = applicant;
  const lastDay = lastLeaveDay(today);
  const [holidays, covered, figures] = await Promise.all([
    holidaysBetween(ctx, location, today, lastDay),
    findCoveringLeaves(ctx.db, person.id, today),
    findBalances(ctx.db, person.id, today),
  ]);
  return {
    today,
    lastDay,
    location,
    holidays: [...holidays].map(([date, name]) => ({ date, name })),
    covered: covered.map((l) => ({
      leaveId: l.id,
      fromDate: l.fromDate,
      toDate: l.toDate,
      halfDay: l.halfDay,
    })),
    balances: presentBalances(figures),
    maternityAllowed: maternityAllowed(person.gender, person.maritalStatus),
  };
}

/** Applies for leave (spec 002 §2): checked, stored pending, and the manager told. */
export async function applyLeave(ctx: AppContext, actor: SessionUser, body: LeaveBody): Promise<Leave> {
  const applicant = await applicantOf(ctx, actor.id);
  const id = await ctx.db.transaction(async (tx) => {
    await lockPersonLeave(tx, actor.id);
    const values = valuesOf(body, await checkLeave(tx, applicant, body));
    const leaveId = await insertLeave(tx, actor.id, values);
    await leaveRequested(tx, applicant.person, leaveId, values, null);
    return leaveId;
  });
  return presentVisibleLeave(ctx, actor, id, false);
}

/** The applicant's own pending leave, for editing or withdrawing it. */
async function ownPendingLeave(ctx: AppContext, actor: SessionUser, id: number) {
  const { row, isAbove } = await visibleLeave(ctx, actor, id);
  authorize(LEAVE_POLICY, actor, 'change', { userId: row.userId, isAbove });
  return row;
}

/** Edits the caller's own pending leave, with the same checks as applying. */
export async function updateLeave(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: LeaveBody,
): Promise<Leave> {
  const before = await ownPendingLeave(ctx, actor, id);
  const applicant = await applicantOf(ctx, actor.id);
  await ctx.db.transaction(async (tx) => {
    await lockPersonLeave(tx, actor.id);
    const values = valuesOf(body, await checkLeave(tx, applicant, body, id));
    if (!(await updatePendingLeave(tx, id, applicant.today, values)))
      throw conflict('leave_not_pending', LEAVE_MESSAGES.notPending);
    await leaveRequested(tx, applicant.person, id, values, { ...before, duration: Number(before.duration) });
  });
  return presentVisibleLeave(ctx, actor, id, false);
}

/** Withdraws the caller's own pending leave. */
export async function deleteLeave(ctx: AppContext, actor: SessionUser, id: number): Promise<void> {
  const before = await ownPendingLeave(ctx, actor, id);
  const today = await organisationToday(ctx);
  const deleted = await ctx.db.transaction(async (tx) => {
    await lockPersonLeave(tx, actor.id);
    if (!(await deletePendingLeave(tx, id, today))) return false;
    await publish(tx, {
      type: 'leave.withdrawn',
      actorId: actor.id,
      subject: { kind: 'leave', id },
      concerns: [actor.id],
      data: { applicantId: actor.id, ...leaveSummary(before) },
    });
    return true;
  });
  if (!deleted) throw conflict('leave_not_pending', LEAVE_MESSAGES.notPending);
}
