import { addDays, daysBetween, isWeekend } from '../../../shared/rules/dates.ts';
import { isAbsent, lateMinutes } from '../../../shared/rules/team-reports.ts';
import type { DbOrTx } from '../../db/client.ts';
import { findOrganisationCalendar } from '../org/org.queries.ts';
import { findTeamFacts } from './team-reports.facts.ts';

/** What went wrong in a person's attendance: days absent without leave, and days checked in late. */
export interface AttendanceAnomalies {
  absent: string[];
  late: Array<{ day: string; minutes: number }>;
}

/**
 * The absence and late/early reports' rules over a few days (a manager's weekly digest): each
 * person's working days up to `today` with neither a check-in nor approved leave, and those
 * checked in after the start of the working hours. People without an anomaly are left out.
 */
export async function findAttendanceAnomalies(
  db: DbOrTx,
  input: {
    /** `since`: the person's first day (their account's), before which nothing is counted. */
    people: ReadonlyArray<{ id: string; holidayLocation: number | null; since?: string }>;
    from: string;
    to: string;
    today: string;
  },
): Promise<Map<string, AttendanceAnomalies>> {
  const found = new Map<string, AttendanceAnomalies>();
  const last = input.to < input.today ? input.to : input.today;
  if (input.people.length === 0 || last < input.from) return found;
  const calendar = await findOrganisationCalendar(db);
  const locationOf = (p: { holidayLocation: number | null }) => p.holidayLocation ?? calendar.holidayLocation;
  const facts = await findTeamFacts(db, {
    userIds: input.people.map((p) => p.id),
    locations: [...new Set(input.people.map(locationOf))],
    from: input.from,
    to: last,
    timeZone: calendar.timeZone,
  });
  const days = daysBetween(input.from, last);
  for (const person of input.people) {
    const holidays = facts.holidays.get(locationOf(person));
    const records = facts.records.get(person.id) ?? [];
    const leaves = facts.leaves.get(person.id) ?? [];
    const anomalies: AttendanceAnomalies = { absent: [], late: [] };
    for (let day = 0; day <= days; day++) {
      const date = addDays(input.from, day);
      if (person.since && date < person.since) continue;
      const workingDay = !isWeekend(date) && !(holidays?.has(day) ?? false);
      const record = records.find((r) => r.day === day);
      const onLeave = leaves.some((l) => l.first <= day && day <= l.last);
      if (isAbsent({ workingDay, checkedIn: !!record, onLeave, future: date > input.today }))
        anomalies.absent.push(date);
      const late = record && workingDay ? lateMinutes(record.checkIn, calendar.workDay) : 0;
      if (late > 0) anomalies.late.push({ day: date, minutes: late });
    }
    if (anomalies.absent.length > 0 || anomalies.late.length > 0) found.set(person.id, anomalies);
  }
  return found;
}
