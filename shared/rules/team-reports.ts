/**
 * The five extra reports (issue 14 item 5): group attendance, late/early, absence, overtime and
 * the holiday/leave balance. Pure rules shared by the server (which computes the tables) and the
 * web (which names and routes them). Times of day are minutes after midnight in the
 * organisation's time zone.
 */
import type { ReportFormat } from './reports.ts';

export const TEAM_REPORT_KINDS = ['group', 'late-early', 'absence', 'overtime', 'holiday'] as const;
export type TeamReportKind = (typeof TEAM_REPORT_KINDS)[number];

/** Each report's title (also the translation key) and the stem of its file names. */
export const TEAM_REPORTS: Readonly<Record<TeamReportKind, { title: string; fileStem: string }>> = {
  group: { title: 'Group attendance report', fileStem: 'Group-attendance-report' },
  'late-early': { title: 'Late and early report', fileStem: 'Late-early-report' },
  absence: { title: 'Absence report', fileStem: 'Absence-report' },
  overtime: { title: 'Overtime report', fileStem: 'Overtime-report' },
  holiday: { title: 'Holiday and leave balance report', fileStem: 'Leave-balance-report' },
};

/** The holiday/leave balance is "as on" one day; the others cover a period. */
export function teamReportUsesPeriod(kind: TeamReportKind): boolean {
  return kind !== 'holiday';
}

/** Group-attendance-report.pdf, .xlsx, .csv (the spec's style of file name). */
export function teamReportFileName(kind: TeamReportKind, format: Exclude<ReportFormat, 'json'>): string {
  return `${TEAM_REPORTS[kind].fileStem}.${format}`;
}

/** The organisation's working hours when it has set none: 09:30 to 18:30. */
export const DEFAULT_WORK_DAY = { startMinutes: 570, endMinutes: 1110 } as const;

export interface WorkDay {
  startMinutes: number;
  endMinutes: number;
}

/** "HH:MM" (00:00 … 23:59, and 24:00 for the end of the day) as minutes, or null when malformed. */
export function minutesOfClock(text: string): number | null {
  const match = /^([01]\d|2[0-4]):([0-5]\d)$/.exec(text);
  if (!match) return null;
  const minutes = Number(match[1]) * 60 + Number(match[2]);
  return minutes <= 1440 ? minutes : null;
}

/** Minutes as "HH:MM". */
export function clockOfMinutes(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** How many minutes after the start of the working day someone checked in (0 when on time). */
export function lateMinutes(checkIn: number, day: WorkDay): number {
  return Math.max(0, checkIn - day.startMinutes);
}

/**
 * How many minutes before the end of the working day someone punched out (0 when not early);
 * null with no punch out: a missing check-out is not an early leaving.
 */
export function earlyMinutes(checkOut: number | null, day: WorkDay): number | null {
  if (checkOut === null) return null;
  return Math.max(0, day.endMinutes - checkOut);
}

/** The minutes between a check-in and a punch out (null without one). */
export function workedMinutes(checkIn: number, checkOut: number | null): number | null {
  if (checkOut === null) return null;
  return Math.max(0, checkOut - checkIn);
}

/**
 * The minutes worked beyond the working hours on one day: on a working day, the time worked past
 * the length of the working day (09:30–18:30 is 9 hours); on a weekend or holiday, all of it.
 * Null with no punch out (nothing can be said).
 */
export function overtimeMinutes(
  checkIn: number,
  checkOut: number | null,
  day: WorkDay,
  workingDay: boolean,
): number | null {
  const worked = workedMinutes(checkIn, checkOut);
  if (worked === null) return null;
  if (!workingDay) return worked;
  return Math.max(0, worked - (day.endMinutes - day.startMinutes));
}

/** Minutes as hours with two decimals (the tables' unit). */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}

/** What one person's day is made of, as far as the reports care. */
export interface DayFacts {
  /** Not a weekend and not a holiday of the person's holiday location. */
  workingDay: boolean;
  checkedIn: boolean;
  /** An approved leave covers the day. */
  onLeave: boolean;
  /** The day is after today (not yet counted). */
  future: boolean;
}

/** A working day up to today without a check-in and without approved leave. */
export function isAbsent(day: DayFacts): boolean {
  return day.workingDay && !day.future && !day.checkedIn && !day.onLeave;
}

export interface GroupSummary {
  workingDays: number;
  present: number;
  onLeave: number;
  absent: number;
  /** Present days out of the working days, as a percentage with one decimal (null with none). */
  attendancePercent: number | null;
}

/**
 * One person's group-attendance row over their days up to today: the working days, those with a
 * check-in (present), those without but covered by approved leave (on leave), and the rest
 * (absent). Days off worked are not counted as working days.
 */
export function groupSummary(days: readonly DayFacts[]): GroupSummary {
  let workingDays = 0;
  let present = 0;
  let onLeave = 0;
  let absent = 0;
  for (const day of days) {
    if (!day.workingDay || day.future) continue;
    workingDays++;
    if (day.checkedIn) present++;
    else if (day.onLeave) onLeave++;
    else absent++;
  }
  return {
    workingDays,
    present,
    onLeave,
    absent,
    attendancePercent: workingDays === 0 ? null : Math.round((present / workingDays) * 1000) / 10,
  };
}
