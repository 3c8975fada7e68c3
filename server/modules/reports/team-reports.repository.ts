import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/calendar-days.ts';
import { LEAVE_TYPES } from '../../../shared/rules/leave.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { scopeSql, type ScopeSqlInput } from '../org/org.scope.ts';
import { peopleByName } from '../users/users-read.repository.ts';
import { approvedLeaveOn, entriesOf } from '../attendance/attendance-grid.repository.ts';

export interface TeamPerson {
  id: string;
  name: string;
  /** Their own holiday calendar; null: the organisation's. */
  holidayLocation: number | null;
}

/**
 * The active people of the scope, by name, optionally only `userIds`. As one JSON text: the
 * embedded database hands many rows over one by one at a cost each, a single value at once.
 */
export async function findTeamPeople(
  db: DbOrTx,
  scope: ScopeSqlInput,
  userIds: readonly string[],
): Promise<TeamPerson[]> {
  const [row] = await db
    .select({
      people: sql<string | null>`json_agg(json_build_array(${users.id},
        trim(${users.firstName} || ' ' || ${users.lastName}), ${users.holidayLocation})
        order by ${sql.join(peopleByName, sql`, `)})::text`,
    })
    .from(users)
    .where(
      and(
        isNull(users.deletedAt),
        eq(users.isActive, true),
        scopeSql(scope, users.id),
        userIds.length > 0 ? inArray(users.id, [...userIds]) : undefined,
      ),
    );
  const people = JSON.parse(row?.people ?? '[]') as Array<[string, string, number | null]>;
  return people.map(([id, name, holidayLocation]) => ({ id, name, holidayLocation }));
}

/** One check-in: its day (offset from `from`), and the minutes after that day's midnight of its check-in and punch out. */
export interface TeamRecord {
  day: number;
  checkIn: number;
  checkOut: number | null;
}

export interface TeamFacts {
  records: Map<string, TeamRecord[]>;
  /** Approved leave, clipped to the period, by day offset. */
  leaves: Map<string, Array<{ first: number; last: number; typeId: number }>>;
  /** Each location's holidays in the period, by day offset. */
  holidays: Map<number, Set<number>>;
}

const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The time zone's offset from UTC at an instant, in minutes. */
function offsetMinutes(at: number, timeZone: string): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    });
    offsetFormats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, Number(p.value)]));
  const local = Date.UTC(parts.year!, parts.month! - 1, parts.day, parts.hour, parts.minute);
  return Math.round((local - Math.floor(at / 60_000) * 60_000) / 60_000);
}

/** The minutes since the epoch of a day's midnight in a time zone (twice, for a change of offset). */
export function midnightMinutes(day: string, timeZone: string): number {
  const utc = Date.parse(`${day}T00:00:00Z`);
  let at = utc - offsetMinutes(utc, timeZone) * 60_000;
  at = utc - offsetMinutes(at, timeZone) * 60_000;
  return at / 60_000;
}

function listIn<K, V>(map: Map<K, V[]>, key: K): V[] {
  let list = map.get(key);
  if (!list) map.set(key, (list = []));
  return list;
}

/**
 * The check-ins (with their times in the organisation's time zone), the approved leave and the
 * holidays of `userIds` between `from` and `to`, in one statement answering three texts (see
 * findGridFacts: 1,000 people's month as rows costs several times more on the embedded database).
 * A punch out after midnight counts past 1440 minutes.
 */
export async function findTeamFacts(
  db: DbOrTx,
  input: {
    userIds: readonly string[];
    locations: readonly number[];
    from: string;
    to: string;
    timeZone: string;
  },
): Promise<TeamFacts> {
  const { from, to, timeZone } = input;
  const people = sql`${sql.param(input.userIds)}::uuid[]`;
  const start = sql`${from}::date`;
  // Minutes since the epoch here, after the day's midnight in the time zone below: converting
  // each row's time zone in the database costs several times more on the embedded database.
  const minutesOf = (column: ReturnType<typeof sql>) =>
    sql`floor(extract(epoch from ${column}) / 60)::bigint::text`;
  const [row] = await queryRows<{ records: string | null; leaves: string | null; holidays: string | null }>(
    db,
    sql`select
      (select string_agg(a.user_id::text || '=' || (a.work_date - ${start})::text || ':'
          || ${minutesOf(sql`a.check_in_at`)} || ':' || coalesce(${minutesOf(sql`a.check_out_at`)}, ''), ';'
          order by a.user_id, a.work_date)
        from attendance_records a
        where a.user_id = any(${people}) and a.work_date between ${from} and ${to}) as records,
      (select string_agg(l.user_id::text || '=' || (greatest(l.from_date, ${start}) - ${start})::text || ':'
          || (least(l.to_date, ${to}::date) - ${start})::text || ':' || l.type_id::text, ';')
        from leave_applications l
        where l.user_id = any(${people}) and ${approvedLeaveOn(from, to)}) as leaves,
      (select string_agg(h.location::text || '=' || (h.holiday_date - ${start})::text, ';')
        from holidays h
        where h.location = any(${sql.param(input.locations)}::int[]) and h.holiday_date between ${from} and ${to}
      ) as holidays`,
  );
  const facts: TeamFacts = { records: new Map(), leaves: new Map(), holidays: new Map() };
  const midnights = new Map<number, number>();
  const midnightOf = (day: number) => {
    let minutes = midnights.get(day);
    if (minutes === undefined) midnights.set(day, (minutes = midnightMinutes(addDays(from, day), timeZone)));
    return minutes;
  };
  for (const [userId, value] of entriesOf(row?.records)) {
    const [day, checkIn, checkOut] = value.split(':') as [string, string, string];
    const midnight = midnightOf(Number(day));
    listIn(facts.records, userId).push({
      day: Number(day),
      checkIn: Number(checkIn) - midnight,
      checkOut: checkOut === '' ? null : Number(checkOut) - midnight,
    });
  }
  for (const [userId, value] of entriesOf(row?.leaves)) {
    const [first, last, typeId] = value.split(':').map(Number) as [number, number, number];
    listIn(facts.leaves, userId).push({ first, last, typeId });
  }
  for (const [location, offset] of entriesOf(row?.holidays)) {
    let days = facts.holidays.get(Number(location));
    if (!days) facts.holidays.set(Number(location), (days = new Set()));
    days.add(Number(offset));
  }
  return facts;
}

/**
 * Each person's balance of each leave type on `asOf`: the sum of their ledger entries dated up to
 * that day (a monthly top-up by its month, an earned compensatory day by its day, anything else by
 * when it was written, in the organisation's time zone). Keyed "person:type".
 */
export async function findBalancesAsOf(
  db: DbOrTx,
  userIds: readonly string[],
  asOf: string,
  timeZone: string,
): Promise<Map<string, number>> {
  const [row] = await queryRows<{ balances: string | null }>(
    db,
    sql`select string_agg(user_id::text || ':' || type_id::text || '=' || total::text, ';') as balances
      from (select l.user_id, l.type_id, sum(l.days) as total
        from leave_ledger l
        where l.user_id = any(${sql.param(userIds)}::uuid[])
          and l.type_id in (${sql.raw(LEAVE_TYPES.map((t) => t.id).join(','))})
          and coalesce(l.period, (l.created_at at time zone ${timeZone})::date) <= ${asOf}
        group by l.user_id, l.type_id) totals`,
  );
  return new Map(entriesOf(row?.balances).map(([key, total]) => [key, Number(total)]));
}
