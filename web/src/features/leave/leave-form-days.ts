import { addDays, eachDay, isWeekend } from '../../../../shared/rules/dates.ts';
import { leavesOverlap, type HalfDay } from '../../../../shared/rules/leave.ts';
import type { LeavePlanner } from '../../../../shared/schemas/leave.schema.ts';

/** A leave's days as the shared overlap rule reads them. */
interface Span {
  from: string;
  to: string;
  halfDay: HalfDay | null;
}

/** Which days the apply form offers, from the planner (spec 002 §5: dates that cannot be picked). */
export interface LeaveCalendar {
  /** The holidays of the person's location, by day, with their names. */
  holidays: ReadonlyMap<string, string>;
  /** A weekend, a holiday, or a day the person's other leave covers entirely. */
  isExcluded: (day: string) => boolean;
  /**
   * The last to-date that keeps a leave from `from` clear of the person's other leave (the day
   * before the next one), within the planner's last day.
   */
  lastToDate: (from: string) => string;
  /** Whether a leave would share time with another of the person's leaves. */
  overlapsOther: (leave: Span) => boolean;
}

/** The calendar of the apply form; the leave being edited (`exceptLeaveId`) does not block itself. */
export function leaveCalendar(planner: LeavePlanner, exceptLeaveId?: number): LeaveCalendar {
  const holidays = new Map(planner.holidays.map((h) => [h.date, h.name]));
  const others: Span[] = planner.covered
    .filter((c) => c.leaveId !== exceptLeaveId)
    .map((c) => ({ from: c.fromDate, to: c.toDate, halfDay: c.halfDay }));

  // A day one half of which is taken still offers its other half.
  const halves = new Map<string, Set<HalfDay>>();
  const fullyCovered = new Set<string>();
  for (const other of others) {
    if (!other.halfDay) {
      for (const day of eachDay(other.from, other.to)) fullyCovered.add(day);
      continue;
    }
    const taken = halves.get(other.from) ?? new Set<HalfDay>();
    taken.add(other.halfDay);
    halves.set(other.from, taken);
    if (taken.size === 2) fullyCovered.add(other.from);
  }

  return {
    holidays,
    isExcluded: (day) => isWeekend(day) || holidays.has(day) || fullyCovered.has(day),
    lastToDate: (from) => {
      // A half-taken from-date can only be a one-day leave (its other half).
      if (halves.has(from)) return from;
      const next = others
        .map((other) => other.from)
        .filter((start) => start > from)
        .sort()[0];
      const beforeNext = next ? addDays(next, -1) : planner.lastDay;
      return beforeNext < planner.lastDay ? beforeNext : planner.lastDay;
    },
    overlapsOther: (leave) => others.some((other) => leavesOverlap(leave, other)),
  };
}
