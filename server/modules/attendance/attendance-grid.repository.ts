import { and, eq, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import { daysBetween } from '../../../shared/rules/dates.ts';
import { columnsQuery, queryColumnsTogether, type DbOrTx } from '../../db/client.ts';
import { containsPattern, pageTotal } from '../../lib/sql.ts';
import { holidayDays } from '../holidays/holidays.queries.ts';
import { approvedLeaveDays, approvedLeaveTakersSql } from '../leave/leave.queries.ts';
import {
  countPeople,
  people,
  peopleByName,
  scopeSql,
  subtreeLookupSql,
  type ScopeSqlInput,
  fullNameSql,
} from '../users/users.queries.ts';

/** Who the grid lists: the people in scope, by name, and the leave-type filter over its days. */
export interface GridPeopleFilter {
  scope: ScopeSqlInput;
  search?: string | undefined;
  /** Only people with an approved leave of this type on one of the days shown. */
  typeId?: number | undefined;
  /** The first and last day shown (YYYY-MM-DD). */
  from: string;
  to: string;
  /** This one person's row alone (their page). */
  personId?: string | undefined;
}

export interface GridPersonRow {
  id: string;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  /** Their own holiday calendar; null: the organisation's. */
  holidayLocation: number | null;
}

const personColumns = {
  id: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  avatarKey: people.avatarKey,
  holidayLocation: people.holidayLocation,
};

function peopleWhere(filter: GridPeopleFilter): SQL {
  const term = filter.search?.trim();
  return and(
    isNull(people.deletedAt),
    eq(people.isActive, true),
    scopeSql(filter.scope, people.id),
    filter.personId === undefined ? undefined : eq(people.id, filter.personId),
    term ? ilike(fullNameSql(people), containsPattern(term)) : undefined,
    filter.typeId === undefined
      ? undefined
      : sql`${people.id} in ${approvedLeaveTakersSql({ typeId: filter.typeId, from: filter.from, to: filter.to })}`,
  )!;
}

/**
 * One page of the grid's people, ordered by name, with how many the filter finds in all, and
 * whether `openerId` is each one or above them (who may open their days' records).
 */
export async function findGridPeoplePage(
  db: DbOrTx,
  filter: GridPeopleFilter,
  page: { offset: number; limit: number },
  openerId: string,
): Promise<{ rows: (GridPersonRow & { opens: boolean })[]; total: number }> {
  const where = peopleWhere(filter);
  const rows = await db
    .select({
      ...personColumns,
      total: sql<number>`count(*) over ()::int`,
      opens: sql<boolean>`coalesce(${subtreeLookupSql(openerId, people.id)}, false)`,
    })
    .from(people)
    .where(where)
    .orderBy(...peopleByName)
    .limit(page.limit)
    .offset(page.offset);
  const total = await pageTotal(rows, page.offset === 0, () => countPeople(db, where));
  return { rows, total };
}

/**
 * Every person the filter finds, ordered by name (the export). As one JSON text: the embedded
 * database hands 1,000 rows over one by one at a cost each, a single value at once.
 */
export async function findGridPeople(db: DbOrTx, filter: GridPeopleFilter): Promise<GridPersonRow[]> {
  const [row] = await db
    .select({
      people: sql<
        string | null
      >`json_agg(json_build_array(${people.id}, ${people.firstName}, ${people.lastName},
        ${people.avatarKey}, ${people.holidayLocation}) order by ${sql.join(peopleByName, sql`, `)})::text`,
    })
    .from(people)
    .where(peopleWhere(filter));
  const found = JSON.parse(row?.people ?? '[]') as Array<
    [string, string, string, string | null, number | null]
  >;
  return found.map(([id, firstName, lastName, avatarKey, holidayLocation]) => ({
    id,
    firstName,
    lastName,
    avatarKey,
    holidayLocation,
  }));
}

/** What the cells are made of, by day offset from the first day shown (0 is `from`). */
export interface GridFacts {
  /** Each person's days with a check-in (1) or without (0); people with none left out. */
  checkIns: Map<string, Uint8Array>;
  /** Each person's attendance record of each day, null where none; only when asked for. */
  recordIds: Map<string, Array<number | null>>;
  /** Each person's approved leave, clipped to the days shown. */
  leaves: Map<string, Array<{ first: number; last: number; typeId: number }>>;
  /** Each location's holidays among the days shown. */
  holidays: Map<number, Set<number>>;
}

/** Days of a range below 31 and from 31 on (GRID_MAX_DAYS is 62), as two 31-bit masks. */
const DAYS_PER_MASK = 31;

/**
 * The check-ins of `userIds` between `from` and `to`, with the approved leave (leave's query) and
 * the holidays of `locations` (holidays' query), in one statement: a page of the grid is then
 * this and its people, two round trips.
 *
 * The embedded database hands rows over one by one at some cost each: 1,000 people's month is
 * 20,000 check-ins, 200 ms as rows. So each person's check-ins are folded into one row, the days
 * with a check-in as two bit masks and (`withRecordIds`) the records in day order, and the rows
 * are read as columns (ColumnsQuery).
 */
export async function findGridFacts(
  db: DbOrTx,
  input: {
    userIds: readonly string[];
    locations: readonly number[];
    from: string;
    to: string;
    withRecordIds: boolean;
  },
): Promise<GridFacts> {
  const { userIds, locations, from, to } = input;
  const day = sql`(a.work_date - ${from}::date)`;
  const perMask = sql.raw(String(DAYS_PER_MASK));
  const { checkIns, leaves, holidays } = await queryColumnsTogether(db, {
    checkIns: columnsQuery<{ userId: string; low: number; high: number; recordIds: number[] | null }>(
      ['userId', 'low', 'high', 'recordIds'],
      sql`select a.user_id as "userId",
          bit_or(case when ${day} < ${perMask} then 1 << ${day} else 0 end) as low,
          bit_or(case when ${day} >= ${perMask} then 1 << (${day} - ${perMask}) else 0 end) as high,
          ${input.withRecordIds ? sql`array_to_json(array_agg(a.id order by a.work_date))` : sql`null::json`} as "recordIds"
        from attendance_records a
        where a.user_id = any(${sql.param(userIds)}::uuid[]) and a.work_date between ${from} and ${to}
        group by a.user_id`,
    ),
    leaves: approvedLeaveDays({ userIds, from, to }),
    holidays: holidayDays({ locations, from, to }),
  });
  const dayCount = daysBetween(from, to) + 1;
  const facts: GridFacts = {
    checkIns: new Map(),
    recordIds: new Map(),
    leaves: new Map(),
    holidays: new Map(),
  };
  for (const { userId, low, high, recordIds } of checkIns) {
    const masks = [low, high];
    const days = new Uint8Array(dayCount);
    for (let i = 0; i < dayCount; i++)
      days[i] = (masks[Math.floor(i / DAYS_PER_MASK)]! >>> (i % DAYS_PER_MASK)) & 1;
    facts.checkIns.set(userId, days);
    if (recordIds !== null) {
      let next = 0;
      facts.recordIds.set(
        userId,
        Array.from(days, (checked) => (checked ? recordIds[next++]! : null)),
      );
    }
  }
  for (const { userId, first, last, typeId } of leaves) {
    let list = facts.leaves.get(userId);
    if (!list) facts.leaves.set(userId, (list = []));
    list.push({ first, last, typeId });
  }
  for (const { location, day: offset } of holidays) {
    let days = facts.holidays.get(location);
    if (!days) facts.holidays.set(location, (days = new Set()));
    days.add(offset);
  }
  return facts;
}
