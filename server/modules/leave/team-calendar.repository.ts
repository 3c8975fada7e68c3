import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { pageTotal } from '../../lib/sql.ts';
import { leaveApplications } from '../../db/schema/leave.ts';
import { countPeople, people, peopleByName, scopeSql, type ScopeSqlInput } from '../users/users.queries.ts';

/** Whose leave the team calendar shows, and which. */
export interface TeamCalendarFilter {
  scope: ScopeSqlInput;
  /** The first and last day shown, and today (a pending request over before today has expired). */
  from: string;
  to: string;
  today: string;
  /** Only these leave types; every type when left out. */
  types?: readonly number[] | undefined;
  /** Everyone in scope, not only the people with leave or a birthday in the days shown. */
  everyone: boolean;
  /** The birthdays ('MM-DD') that fall on the days shown. */
  birthdays: readonly string[];
}

/**
 * Leave that stands or may stand on one of the days shown: approved, or waiting for a decision and
 * not over before today (an undecided request past its days has expired); of the chosen types.
 */
function standingLeaveSql(filter: TeamCalendarFilter): SQL {
  const l = leaveApplications;
  return and(
    sql`${l.fromDate} <= ${filter.to}`,
    sql`${l.toDate} >= ${filter.from}`,
    sql`(${l.approvedAt} is not null or (${l.rejectedAt} is null and ${l.toDate} >= ${filter.today}))`,
    filter.types?.length ? sql`${l.typeId} = any(${sql.param(filter.types)}::int[])` : undefined,
  )!;
}

export interface TeamCalendarPerson {
  id: string;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  holidayLocation: number | null;
  birthday: string | null;
}

/** A page of the people the calendar lists, by name, with how many it lists in all. */
export async function findTeamCalendarPeople(
  db: DbOrTx,
  filter: TeamCalendarFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TeamCalendarPerson[]; total: number }> {
  const where = and(
    isNull(people.deletedAt),
    eq(people.isActive, true),
    scopeSql(filter.scope, people.id),
    filter.everyone
      ? undefined
      : sql`(exists (select 1 from ${leaveApplications}
          where ${leaveApplications.userId} = ${people.id} and ${standingLeaveSql(filter)})
        or ${people.birthday} = any(${sql.param(filter.birthdays)}::text[]))`,
  );
  const rows = await db
    .select({
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      avatarKey: people.avatarKey,
      holidayLocation: people.holidayLocation,
      birthday: people.birthday,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(people)
    .where(where)
    .orderBy(...peopleByName)
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset === 0, () => countPeople(db, where));
  return { rows, total };
}

export interface TeamCalendarLeaveRow {
  id: number;
  userId: string;
  typeId: number;
  fromDate: string;
  toDate: string;
  halfDay: 'first' | 'second' | null;
  duration: number;
  approved: boolean;
}

/** The calendar's leave of `userIds`, by person and first day. */
export async function findTeamCalendarLeave(
  db: DbOrTx,
  filter: TeamCalendarFilter,
  userIds: readonly string[],
): Promise<TeamCalendarLeaveRow[]> {
  if (userIds.length === 0) return [];
  const l = leaveApplications;
  return db
    .select({
      id: l.id,
      userId: l.userId,
      typeId: l.typeId,
      fromDate: l.fromDate,
      toDate: l.toDate,
      halfDay: l.halfDay,
      duration: l.duration,
      approved: sql<boolean>`${l.approvedAt} is not null`,
    })
    .from(l)
    .where(and(sql`${l.userId} = any(${sql.param(userIds)}::uuid[])`, standingLeaveSql(filter)))
    .orderBy(l.userId, l.fromDate, l.id);
}
