/**
 * The individual reports (spec 002 §2 Reports screen, §5 Reports, §8, §9): the report types, the
 * date rules and the messages, shared by the form and the server.
 */
import { LEAVE_TYPES } from './leave.ts';
import { NOT_IN_TEAM } from './roles.ts';

export const ATTENDANCE_REPORT = 'AttendanceReport';
export const REMAINING_BALANCE_REPORT = 'RemainingLeaveBalance';

/** One report per leave type (its id as text: '1' … '9'), then AttendanceReport and RemainingLeaveBalance. */
export const REPORT_TYPES: readonly { key: string; label: string; leaveTypeId: number | null }[] = [
  ...LEAVE_TYPES.map((type) => ({ key: String(type.id), label: type.name, leaveTypeId: type.id })),
  { key: ATTENDANCE_REPORT, label: 'Attendance report', leaveTypeId: null },
  { key: REMAINING_BALANCE_REPORT, label: 'Remaining leave balance', leaveTypeId: null },
];

export const REPORT_TYPE_KEYS = REPORT_TYPES.map((r) => r.key);

export const REPORT_FORMATS = ['pdf', 'xlsx', 'csv', 'json'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** The longest period one report covers. */
export const REPORT_MAX_DAYS = 366;

export const REPORT_MESSAGES = {
  // Spec 002 §5 and §8, word for word.
  typeRequired: 'Report type is required!',
  employeeRequired: 'Employee name is required!',
  noData: 'No data found',
  alertTitle: 'Reports',
  // Orgdesk's own.
  toBeforeFrom: 'To date cannot be before From date.',
  tooLong: `A report covers at most ${REPORT_MAX_DAYS} days.`,
  generated: 'The report was downloaded.',
  notInTeam: NOT_IN_TEAM,
} as const;

/** Whether the report ignores the dates (the remaining balance is as of today). */
export function reportUsesDates(type: string): boolean {
  return type !== REMAINING_BALANCE_REPORT;
}

/** The same day one month earlier, or the month's last day when it has no such day (31 March → 28 February). */
export function oneMonthBefore(day: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const year = m === 1 ? y - 1 : y;
  const month = m === 1 ? 12 : m - 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${year}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * The period of a report (spec 002 §5): a missing to date is today, a missing from date one month
 * before the to date; with neither, the month up to today.
 */
export function reportPeriod(
  from: string | undefined,
  to: string | undefined,
  today: string,
): { from: string; to: string } {
  const end = to ?? today;
  return { from: from ?? oneMonthBefore(end), to: end };
}

/** The file names of spec 002 §9: {employee}Leaves.pdf, {employee}leave_report.csv, and the .xlsx beside it. */
export function reportFileName(employee: string, format: Exclude<ReportFormat, 'json'>): string {
  if (format === 'pdf') return `${employee}Leaves.pdf`;
  if (format === 'csv') return `${employee}leave_report.csv`;
  return `${employee}leave_report.xlsx`;
}
