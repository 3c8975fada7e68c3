/**
 * The five extra reports' tables, from the facts of their people's days (pure: the service reads,
 * this lays out). Each builder answers the columns and the rows the screen and every file show.
 */
import { addDays, isWeekend, weekdayOf, WEEKDAY_NAMES, formatDay } from '../../../shared/rules/dates.ts';
import { LEAVE_TYPES } from '../../../shared/rules/leave.ts';
import {
  clockOfMinutes,
  earlyMinutes,
  groupSummary,
  hoursOf,
  isAbsent,
  lateMinutes,
  overtimeMinutes,
  workedMinutes,
  type DayFacts,
  type WorkDay,
} from '../../../shared/rules/team-reports.ts';
import type { ReportColumn } from '../../../shared/schemas/reports.schema.ts';
import type { TeamFacts, TeamRecord } from './team-reports.facts.ts';
import type { TeamPerson } from './team-reports.repository.ts';
import type { Cells } from './reports.service.ts';

export interface Table {
  columns: ReportColumn[];
  rows: Cells[];
}

/** Words a cell may hold, in English (the translation keys). */
export const NO_PUNCH_OUT = 'No punch out';
export const TOTAL = 'Total';

const NO_LEAVE: number[] = [];

const column = (label: string, align: 'left' | 'right' = 'right', weight?: number): ReportColumn => ({
  key: label,
  label,
  align,
  ...(weight === undefined ? {} : { weight }),
});

export interface PeriodSetting {
  from: string;
  /** The last day counted: the period's end or today, whichever is first. */
  last: number;
  today: string;
  workDay: WorkDay;
  orgLocation: number;
}

interface PersonDays {
  person: TeamPerson;
  /** Per day offset (0 … last): the reports' facts and the day's record. */
  days: Array<DayFacts & { date: string; record: TeamRecord | undefined; leaveTypes: number[] }>;
}

/** Each person's days, by the grid's rules: weekends and their location's holidays are days off. */
function personDays(people: readonly TeamPerson[], facts: TeamFacts, setting: PeriodSetting): PersonDays[] {
  // The calendar once for everyone; only the holidays differ by person.
  const dates = Array.from({ length: setting.last + 1 }, (_, i) => addDays(setting.from, i));
  const weekend = dates.map(isWeekend);
  const future = dates.map((date) => date > setting.today);
  return people.map((person) => {
    const holidays = facts.holidays.get(person.holidayLocation ?? setting.orgLocation);
    const records = new Array<TeamRecord | undefined>(dates.length);
    for (const record of facts.records.get(person.id) ?? []) records[record.day] = record;
    const leaveTypes = new Array<number[] | undefined>(dates.length);
    for (const leave of facts.leaves.get(person.id) ?? [])
      for (let d = leave.first; d <= Math.min(leave.last, setting.last); d++)
        (leaveTypes[d] ??= []).push(leave.typeId);
    return {
      person,
      days: dates.map((date, i) => ({
        date,
        workingDay: !weekend[i] && !(holidays?.has(i) ?? false),
        checkedIn: records[i] !== undefined,
        onLeave: leaveTypes[i] !== undefined,
        future: future[i]!,
        record: records[i],
        leaveTypes: leaveTypes[i] ?? NO_LEAVE,
      })),
    };
  });
}

/** Group attendance: one row per person. */
export function groupTable(people: readonly TeamPerson[], facts: TeamFacts, setting: PeriodSetting): Table {
  const rows = personDays(people, facts, setting).map(({ person, days }): Cells => {
    const summary = groupSummary(days);
    // The leave days by type: working days without a check-in that approved leave covers.
    const byType = new Map<number, number>();
    for (const day of days)
      if (day.workingDay && !day.future && !day.checkedIn && day.onLeave) {
        const typeId = Math.min(...day.leaveTypes);
        byType.set(typeId, (byType.get(typeId) ?? 0) + 1);
      }
    const leave = LEAVE_TYPES.filter((t) => byType.has(t.id))
      .map((t) => `${t.name}: ${byType.get(t.id)}`)
      .join(', ');
    return [
      person.name,
      summary.workingDays,
      summary.present,
      summary.onLeave,
      summary.absent,
      summary.attendancePercent,
      leave,
    ];
  });
  return {
    columns: [
      column('Employee', 'left', 2),
      column('Working days'),
      column('Present'),
      column('On leave'),
      column('Absent'),
      column('Attendance %'),
      column('Leave by type', 'left', 2.5),
    ],
    rows,
  };
}

/** Late arrivals and early leavings: one row per such day, then each person's total. */
export function lateEarlyTable(
  people: readonly TeamPerson[],
  facts: TeamFacts,
  setting: PeriodSetting,
): Table {
  const rows: Cells[] = [];
  for (const { person, days } of personDays(people, facts, setting)) {
    let lateTotal = 0;
    let earlyTotal = 0;
    let count = 0;
    for (const day of days) {
      if (!day.record) continue;
      const late = lateMinutes(day.record.checkIn, setting.workDay);
      const early = earlyMinutes(day.record.checkOut, setting.workDay);
      if (late === 0 && !early) continue;
      lateTotal += late;
      earlyTotal += early ?? 0;
      count++;
      rows.push([
        person.name,
        formatDay(day.date),
        clockOfMinutes(day.record.checkIn),
        late,
        day.record.checkOut === null ? NO_PUNCH_OUT : clockOfMinutes(day.record.checkOut),
        early,
      ]);
    }
    if (count > 0) rows.push([person.name, TOTAL, '', lateTotal, '', earlyTotal]);
  }
  return {
    columns: [
      column('Employee', 'left', 2),
      column('Date', 'left'),
      column('Check-in'),
      column('Minutes late'),
      column('Check-out'),
      column('Minutes early'),
    ],
    rows,
  };
}

/** Absence: one row per person and absent working day. */
export function absenceTable(people: readonly TeamPerson[], facts: TeamFacts, setting: PeriodSetting): Table {
  const rows: Cells[] = [];
  for (const { person, days } of personDays(people, facts, setting))
    for (const day of days)
      if (isAbsent(day)) rows.push([person.name, formatDay(day.date), WEEKDAY_NAMES[weekdayOf(day.date)]!]);
  return { columns: [column('Employee', 'left', 2), column('Date', 'left'), column('Day', 'left')], rows };
}

/** Overtime: one row per day with overtime, then each person's total. */
export function overtimeTable(
  people: readonly TeamPerson[],
  facts: TeamFacts,
  setting: PeriodSetting,
): Table {
  const rows: Cells[] = [];
  for (const { person, days } of personDays(people, facts, setting)) {
    let workedTotal = 0;
    let overtimeTotal = 0;
    for (const day of days) {
      if (!day.record) continue;
      const overtime = overtimeMinutes(
        day.record.checkIn,
        day.record.checkOut,
        setting.workDay,
        day.workingDay,
      );
      if (!overtime) continue;
      const worked = workedMinutes(day.record.checkIn, day.record.checkOut)!;
      workedTotal += worked;
      overtimeTotal += overtime;
      rows.push([
        person.name,
        formatDay(day.date),
        clockOfMinutes(day.record.checkIn),
        clockOfMinutes(day.record.checkOut! % 1440),
        hoursOf(worked),
        hoursOf(overtime),
      ]);
    }
    if (overtimeTotal > 0)
      rows.push([person.name, TOTAL, '', '', hoursOf(workedTotal), hoursOf(overtimeTotal)]);
  }
  return {
    columns: [
      column('Employee', 'left', 2),
      column('Date', 'left'),
      column('Check-in'),
      column('Check-out'),
      column('Hours worked'),
      column('Overtime hours'),
    ],
    rows,
  };
}

/** Holiday/leave balance: one row per person, one column per leave type. */
export function balanceTable(people: readonly TeamPerson[], balances: Map<string, number>): Table {
  return {
    columns: [column('Employee', 'left', 2), ...LEAVE_TYPES.map((t) => column(t.name))],
    rows: people.map((p): Cells => [p.name, ...LEAVE_TYPES.map((t) => balances.get(`${p.id}:${t.id}`) ?? 0)]),
  };
}
