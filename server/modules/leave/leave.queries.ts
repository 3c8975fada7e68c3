/** The reads of leave other modules may make (the attendance grid, the reports). */
import { and, asc, eq, gte, inArray, isNull, lte, or, isNotNull, sql, type SQL } from 'drizzle-orm';
import { LEAVE_TYPES } from '../../../shared/rules/leave.ts';
import { columnsQuery, queryColumns, type ColumnsQuery, type DbOrTx } from '../../db/client.ts';
import { leaveApplications } from '../../db/schema/leave.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { SubjectSight } from '../events/events.queries.ts';
import { scopeOf, scopeSql } from '../users/users.queries.ts';
import { findBalances, type BalanceFigures } from './leave-ledger.repository.ts';
import { applicationColumns } from './leave.repository.ts';

/** Approved (spec 002 §4: the approved flag; a cancelled approval clears it) and on one of the days from–to. */
function approvedOn(from: string, to: string): SQL {
  return sql`l.approved_at is not null and l.from_date <= ${to} and l.to_date >= ${from}`;
}

/**
 * An approved leave on the days asked about: whose, of which type, and its first and last day
 * among them, counted from the first day asked about (0), so clipped to the days.
 */
export interface ApprovedLeaveDays {
  userId: string;
  typeId: number;
  first: number;
  last: number;
}

/** The approved leave of `userIds` on the days from–to, by person and first day (to run with queryColumnsTogether). */
export function approvedLeaveDays(input: {
  userIds: readonly string[];
  from: string;
  to: string;
}): ColumnsQuery<ApprovedLeaveDays> {
  const { from, to } = input;
  const start = sql`${from}::date`;
  return columnsQuery<ApprovedLeaveDays>(
    ['userId', 'typeId', 'first', 'last'],
    sql`select l.user_id as "userId", l.type_id as "typeId",
        greatest(l.from_date, ${start}) - ${start} as "first", least(l.to_date, ${to}::date) - ${start} as "last"
      from leave_applications l
      where l.user_id = any(${sql.param(input.userIds)}::uuid[]) and ${approvedOn(from, to)}
      order by l.user_id, l.from_date, l.id`,
  );
}

/** approvedLeaveDays on its own. */
export async function findApprovedLeaveDays(
  db: DbOrTx,
  input: { userIds: readonly string[]; from: string; to: string },
): Promise<ApprovedLeaveDays[]> {
  return queryColumns(db, approvedLeaveDays(input));
}

/**
 * Who has an approved leave of `typeId` on one of the days from–to, as a subquery of their ids:
 * a list of people filters on it (`id in (…)`) in its own statement.
 */
export function approvedLeaveTakersSql(filter: { typeId: number; from: string; to: string }): SQL {
  return sql`(select l.user_id from leave_applications l
    where l.type_id = ${filter.typeId} and ${approvedOn(filter.from, filter.to)})`;
}

/** One person's leave applications that touch the period, optionally of one type, oldest first. */
export async function findLeavesInPeriod(
  db: DbOrTx,
  userId: string,
  from: string,
  to: string,
  typeId?: number,
) {
  return db
    .select(applicationColumns)
    .from(leaveApplications)
    .where(
      and(
        eq(leaveApplications.userId, userId),
        lte(leaveApplications.fromDate, to),
        gte(leaveApplications.toDate, from),
        typeId === undefined ? undefined : eq(leaveApplications.typeId, typeId),
      ),
    )
    .orderBy(asc(leaveApplications.fromDate), asc(leaveApplications.id));
}

/**
 * A person's balance of each leave type and what their pending requests hold, on `today` (the
 * Remaining leave balance report).
 */
export async function findPersonBalances(
  db: DbOrTx,
  userId: string,
  today: string,
): Promise<BalanceFigures[]> {
  return findBalances(db, userId, today);
}

/** A person's balance of a leave type on a day. */
export interface BalanceAsOf {
  userId: string;
  typeId: number;
  balance: number;
}

/**
 * Each person's balance of each leave type on `asOf`: the sum of their ledger entries dated up to
 * that day (a monthly top-up by its month, an earned compensatory day by its day, anything else by
 * when it was written, in the organisation's time zone). A person with no entry of a type has no
 * row for it.
 */
export async function findBalancesAsOf(
  db: DbOrTx,
  userIds: readonly string[],
  asOf: string,
  timeZone: string,
): Promise<BalanceAsOf[]> {
  const rows = await queryColumns(
    db,
    columnsQuery<{ userId: string; typeId: number; balance: string }>(
      ['userId', 'typeId', 'balance'],
      sql`select l.user_id as "userId", l.type_id as "typeId", sum(l.days)::text as balance
      from leave_ledger l
      where l.user_id = any(${sql.param(userIds)}::uuid[])
        and l.type_id in (${sql.raw(LEAVE_TYPES.map((t) => t.id).join(','))})
        and coalesce(l.period, (l.created_at at time zone ${timeZone})::date) <= ${asOf}
      group by l.user_id, l.type_id`,
    ),
  );
  return rows.map((r) => ({ userId: r.userId, typeId: r.typeId, balance: Number(r.balance) }));
}

/** A leave as a manager's weekly digest lists it. */
export interface TeamLeave {
  id: number;
  userId: string;
  typeId: number;
  fromDate: string;
  toDate: string;
  approved: boolean;
}

const teamLeaveColumns = {
  id: leaveApplications.id,
  userId: leaveApplications.userId,
  typeId: leaveApplications.typeId,
  fromDate: leaveApplications.fromDate,
  toDate: leaveApplications.toDate,
  approvedAt: leaveApplications.approvedAt,
};

/**
 * The leave of `userIds` in the days from–to that stands (approved) or may (pending: undecided),
 * and, apart, their pending requests not over on `today` (what their manager has to decide).
 */
export async function findTeamLeave(
  db: DbOrTx,
  input: { userIds: readonly string[]; from: string; to: string; today: string },
): Promise<{ inPeriod: TeamLeave[]; pending: TeamLeave[] }> {
  if (input.userIds.length === 0) return { inPeriod: [], pending: [] };
  const ofTeam = inArray(leaveApplications.userId, [...input.userIds]);
  const undecided = and(isNull(leaveApplications.approvedAt), isNull(leaveApplications.rejectedAt));
  const [inPeriod, pending] = await Promise.all([
    db
      .select(teamLeaveColumns)
      .from(leaveApplications)
      .where(
        and(
          ofTeam,
          lte(leaveApplications.fromDate, input.to),
          gte(leaveApplications.toDate, input.from),
          or(isNotNull(leaveApplications.approvedAt), undecided),
        ),
      )
      .orderBy(asc(leaveApplications.fromDate), asc(leaveApplications.id)),
    db
      .select(teamLeaveColumns)
      .from(leaveApplications)
      .where(and(ofTeam, undecided, gte(leaveApplications.toDate, input.today)))
      .orderBy(asc(leaveApplications.fromDate), asc(leaveApplications.id)),
  ]);
  const present = (rows: typeof inPeriod): TeamLeave[] =>
    rows.map(({ approvedAt, ...row }) => ({ ...row, approved: approvedAt !== null }));
  return { inPeriod: present(inPeriod), pending: present(pending) };
}

/** An approved leave as a calendar shows it. */
export interface ApprovedLeave {
  id: number;
  userId: string;
  typeId: number;
  fromDate: string;
  toDate: string;
  halfDay: 'first' | 'second' | null;
}

/** The approved leave of `userIds` touching the days from–to, by first day. */
export async function findApprovedLeaves(
  db: DbOrTx,
  input: { userIds: readonly string[]; from: string; to: string },
): Promise<ApprovedLeave[]> {
  if (input.userIds.length === 0) return [];
  return db
    .select({
      id: leaveApplications.id,
      userId: leaveApplications.userId,
      typeId: leaveApplications.typeId,
      fromDate: leaveApplications.fromDate,
      toDate: leaveApplications.toDate,
      halfDay: leaveApplications.halfDay,
    })
    .from(leaveApplications)
    .where(
      and(
        inArray(leaveApplications.userId, [...input.userIds]),
        isNotNull(leaveApplications.approvedAt),
        lte(leaveApplications.fromDate, input.to),
        gte(leaveApplications.toDate, input.from),
      ),
    )
    .orderBy(asc(leaveApplications.fromDate), asc(leaveApplications.id));
}

/**
 * The leave a person may open (LEAVE_POLICY: their own, that of everyone below them, everyone's
 * for Admins), for reading its events.
 */
export function leaveSight(actor: Pick<SessionUser, 'id' | 'role'>): SubjectSight {
  return {
    kind: 'leave',
    visible: (id) => sql`exists (select 1 from ${leaveApplications}
      where ${leaveApplications.id} = (${id})::int and ${scopeSql(scopeOf(actor), leaveApplications.userId)})`,
  };
}
