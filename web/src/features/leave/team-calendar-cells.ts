import { eachDay, isWeekend } from '../../../../shared/rules/dates.ts';
import type { TeamCalendarLeave, TeamCalendarRow } from '../../../../shared/schemas/team-calendar.schema.ts';

/** A day of a person's row with no leave: a weekend, one of their public holidays, or a plain day. */
export interface DayCell {
  kind: 'day';
  date: string;
  weekend: boolean;
  /** The holiday's name, on one of their holidays. */
  holiday: string | null;
  /** Their birthday, which they show their team. */
  birthday: boolean;
}

/**
 * Leave over one or more days of the row, drawn as one bar across them: a leave (clipped to the
 * days shown, its ends said), or a day's two halves side by side.
 */
export interface LeaveCell {
  kind: 'leave';
  date: string;
  /** How many day columns it spans. */
  span: number;
  leaves: TeamCalendarLeave[];
  /** The leave began before the first day shown, or goes on after the last. */
  continuesBefore: boolean;
  continuesAfter: boolean;
}

export type CalendarCell = DayCell | LeaveCell;

/**
 * The cells of a person's row over the days `from`–`to`: a bar per leave across its days (a
 * person's leaves do not overlap, but for a day's two halves, which share one cell), and the
 * other days one by one.
 */
export function rowCells(
  row: Pick<TeamCalendarRow, 'leaves' | 'holidays' | 'birthday'>,
  from: string,
  to: string,
): CalendarCell[] {
  const days = eachDay(from, to);
  const holidays = new Map(row.holidays.map((h) => [h.date, h.name]));
  const cells: CalendarCell[] = [];
  for (let i = 0; i < days.length;) {
    const date = days[i]!;
    const on = row.leaves.filter((leave) => leave.fromDate <= date && leave.toDate >= date);
    if (on.length === 0) {
      cells.push({
        kind: 'day',
        date,
        weekend: isWeekend(date),
        holiday: holidays.get(date) ?? null,
        birthday: row.birthday === date,
      });
      i += 1;
      continue;
    }
    const last = on.length === 1 && on[0]!.toDate < to ? on[0]!.toDate : to;
    const span = on.length === 1 ? days.indexOf(last, i) - i + 1 : 1;
    cells.push({
      kind: 'leave',
      date,
      span,
      leaves: [...on].sort((a, b) => (a.halfDay === 'second' ? 1 : 0) - (b.halfDay === 'second' ? 1 : 0)),
      continuesBefore: i === 0 && on.some((leave) => leave.fromDate < from),
      continuesAfter: on.some((leave) => leave.toDate > to),
    });
    i += span;
  }
  return cells;
}
