/**
 * The facts of the team reports' days (issue 14 item 5): each person's check-ins, with their
 * times in the organisation's time zone, their approved leave, and their calendars' holidays, as
 * attendance, leave and holidays answer them.
 */
import { addDays } from '../../../shared/rules/dates.ts';
import { queryColumnsTogether, type DbOrTx } from '../../db/client.ts';
import { checkInMinutes } from '../attendance/attendance.queries.ts';
import { holidayDays } from '../holidays/holidays.queries.ts';
import { approvedLeaveDays } from '../leave/leave.queries.ts';

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
 * holidays of `userIds` between `from` and `to`, as attendance, leave and holidays answer them,
 * in one statement. A punch out after midnight counts past 1440 minutes.
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
  const { userIds, locations, from, to, timeZone } = input;
  const { checkIns, leaves, holidays } = await queryColumnsTogether(db, {
    checkIns: checkInMinutes({ userIds, from, to }),
    leaves: approvedLeaveDays({ userIds, from, to }),
    holidays: holidayDays({ locations, from, to }),
  });
  const facts: TeamFacts = { records: new Map(), leaves: new Map(), holidays: new Map() };
  const midnights = new Map<number, number>();
  const midnightOf = (day: number) => {
    let minutes = midnights.get(day);
    if (minutes === undefined) midnights.set(day, (minutes = midnightMinutes(addDays(from, day), timeZone)));
    return minutes;
  };
  for (const { userId, day, checkIn, checkOut } of checkIns) {
    const midnight = midnightOf(day);
    listIn(facts.records, userId).push({
      day,
      checkIn: checkIn - midnight,
      checkOut: checkOut === null ? null : checkOut - midnight,
    });
  }
  for (const { userId, first, last, typeId } of leaves)
    listIn(facts.leaves, userId).push({ first, last, typeId });
  for (const { location, day } of holidays) {
    let days = facts.holidays.get(location);
    if (!days) facts.holidays.set(location, (days = new Set()));
    days.add(day);
  }
  return facts;
}
