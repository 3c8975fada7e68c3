/**
 * The demo organisation's holidays and leave: both countries' public holidays, two custom ones,
 * two people on the US calendar, leave in every state with its ledger rows, around today, and two
 * birthdays shown on the team calendar.
 */
import { DEFAULT_TIME_ZONE } from '../shared/constants.ts';
import { addDays, isWeekend, yearOf, todayIn } from '../shared/rules/dates.ts';
import { leaveDuration, type HalfDay } from '../shared/rules/leave.ts';
import type { Tx } from '../server/db/client.ts';
import { holidays, leaveApplications, leaveLedger, users } from '../server/db/schema.ts';
import { findHolidaysBetween } from '../server/modules/holidays/holidays.repository.ts';
import { importPublicHolidays } from '../server/modules/holidays/holidays.service.ts';
import { eq, inArray } from 'drizzle-orm';

interface DemoLeave {
  who: string;
  typeId: number;
  /** Working days from today to the first day (negative: in the past). */
  start: number;
  days: number;
  halfDay?: HalfDay;
  reason: string;
  decision?: { by: string; approve: boolean; note?: string };
}

const US_PEOPLE = ['sneha.kapoor', 'aditya.joshi'];

/** Who shows their birthday, and how many days from today it is. */
const BIRTHDAYS: ReadonlyArray<readonly [string, number]> = [
  ['arjun.nair', 2],
  ['kavya.reddy', 9],
];

const LEAVES: DemoLeave[] = [
  {
    who: 'neha.gupta',
    typeId: 1,
    start: -18,
    days: 2,
    reason: 'Viral fever',
    decision: { by: 'ananya.iyer', approve: true },
  },
  {
    who: 'priya.sharma',
    typeId: 2,
    start: -25,
    days: 2,
    reason: 'Sister’s wedding',
    decision: { by: 'admin', approve: true },
  },
  {
    who: 'rohan.das',
    typeId: 2,
    start: -10,
    days: 3,
    reason: 'Trip to Goa',
    decision: { by: 'vikram.singh', approve: false, note: 'Release week: please pick other dates.' },
  },
  { who: 'ananya.iyer', typeId: 3, start: -4, days: 1, reason: 'Internet installation at home' },
  { who: 'arjun.nair', typeId: 2, start: 12, days: 3, reason: 'Family function in Kochi' },
  { who: 'kavya.reddy', typeId: 3, start: 4, days: 1, reason: 'Plumber visit' },
  {
    who: 'vikram.singh',
    typeId: 3,
    start: 6,
    days: 1,
    halfDay: 'second',
    reason: 'Parent-teacher meeting',
    decision: { by: 'priya.sharma', approve: true },
  },
  { who: 'sneha.kapoor', typeId: 1, start: 8, days: 1, reason: 'Doctor’s appointment' },
  { who: 'neha.gupta', typeId: 2, start: 20, days: 2, reason: 'Moving house' },
  // Around today, so that the team calendar's week and month have leave in every state.
  {
    who: 'kavya.reddy',
    typeId: 1,
    start: -2,
    days: 1,
    reason: 'Migraine',
    decision: { by: 'vikram.singh', approve: true },
  },
  { who: 'rohan.das', typeId: 3, start: 1, days: 1, halfDay: 'first', reason: 'Bank appointment' },
  {
    who: 'vikram.singh',
    typeId: 2,
    start: 2,
    days: 2,
    reason: 'Family visit',
    decision: { by: 'priya.sharma', approve: true },
  },
];

/** The day `count` working days from `from` (either way) on a calendar. */
function workingDayFrom(from: string, count: number, off: ReadonlySet<string>): string {
  const step = count < 0 ? -1 : 1;
  let day = from;
  for (let left = Math.abs(count); left > 0;) {
    day = addDays(day, step);
    if (!isWeekend(day) && !off.has(day)) left -= 1;
  }
  return day;
}

export async function seedDemoLeave(tx: Tx, ids: ReadonlyMap<string, string>, now: Date): Promise<void> {
  const today = todayIn(DEFAULT_TIME_ZONE, now);
  await importPublicHolidays(tx, [yearOf(today), yearOf(today) + 1]);
  await tx
    .update(users)
    .set({ holidayLocation: 2 })
    .where(
      inArray(
        users.id,
        US_PEOPLE.map((key) => ids.get(key)!),
      ),
    );

  // Birthdays some people chose to show their team (Settings > Calendar): on the team calendar
  // this week and later this month.
  for (const [key, ahead] of BIRTHDAYS)
    await tx
      .update(users)
      .set({ birthday: addDays(today, ahead).slice(5) })
      .where(eq(users.id, ids.get(key)!));

  const calendar = async (location: number) =>
    new Map(
      (await findHolidaysBetween(tx, location, addDays(today, -120), addDays(today, 400))).map((h) => [
        h.date,
        h.name,
      ]),
    );
  const calendars = new Map([
    [1, await calendar(1)],
    [2, await calendar(2)],
  ]);
  const hr = ids.get('meera.pillai')!;
  await tx.insert(holidays).values([
    {
      location: 1,
      date: workingDayFrom(today, 15, new Set(calendars.get(1)!.keys())),
      name: 'Acme Foundation Day',
      typeId: 2,
      comments: 'The offices in India are closed.',
      isCustom: true,
      createdById: hr,
    },
    {
      location: 2,
      date: workingDayFrom(today, 25, new Set(calendars.get(2)!.keys())),
      name: 'Company offsite',
      typeId: 2,
      comments: 'The US team meets in Austin; no work that day.',
      isCustom: true,
      createdById: hr,
    },
  ]);
  calendars.set(1, await calendar(1));
  calendars.set(2, await calendar(2));

  for (const leave of LEAVES) {
    const userId = ids.get(leave.who)!;
    const holidaysOf = calendars.get(US_PEOPLE.includes(leave.who) ? 2 : 1)!;
    const off = new Set(holidaysOf.keys());
    const fromDate = workingDayFrom(today, leave.start, off);
    const toDate = workingDayFrom(fromDate, leave.days - 1, off);
    const duration = leaveDuration(
      { from: fromDate, to: toDate, halfDay: leave.halfDay ?? null },
      holidaysOf,
    );
    // Applied a week ahead (or today, for what is soon); decided a day later, never after now.
    const appliedDay = addDays(fromDate, -7);
    const appliedOn = appliedDay < today ? new Date(`${appliedDay}T05:30:00Z`) : now;
    const decidedAt = new Date(Math.min(appliedOn.getTime() + 26 * 3_600_000, now.getTime()));
    const decision = leave.decision;
    const [row] = await tx
      .insert(leaveApplications)
      .values({
        userId,
        typeId: leave.typeId,
        fromDate,
        toDate,
        halfDay: leave.halfDay ?? null,
        duration,
        reason: leave.reason,
        createdAt: appliedOn,
        updatedAt: appliedOn,
        ...(decision
          ? {
              approvedAt: decision.approve ? decidedAt : null,
              rejectedAt: decision.approve ? null : decidedAt,
              decidedById: ids.get(decision.by)!,
              decisionNote: decision.note ?? null,
            }
          : {}),
      })
      .returning({ id: leaveApplications.id });
    if (decision?.approve)
      await tx.insert(leaveLedger).values({
        userId,
        typeId: leave.typeId,
        kind: 'approval',
        days: -duration,
        leaveId: row!.id,
        actorId: ids.get(decision.by)!,
        createdAt: decidedAt,
      });
  }
  await tx.insert(leaveLedger).values({
    userId: ids.get('karan.malhotra')!,
    typeId: 7,
    kind: 'correction',
    days: 1,
    note: 'Worked on a Saturday for the quarter close.',
    actorId: hr,
  });
}
