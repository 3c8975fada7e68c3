import type { Readable } from 'node:stream';
import { cellCategory, CELL_CATEGORY_LABELS } from '../../../shared/rules/attendance-grid.ts';
import {
  daysBetween,
  eachDay,
  isWeekend,
  monthStart,
  weekdayOf,
  WEEKDAY_NAMES,
  formatDay,
} from '../../../shared/rules/dates.ts';
import { availableDays, LEAVE_TYPES, leaveStatus, leaveTypeOf } from '../../../shared/rules/leave.ts';
import {
  ATTENDANCE_REPORT,
  REMAINING_BALANCE_REPORT,
  REPORT_MAX_DAYS,
  REPORT_MESSAGES,
  REPORT_TYPES,
  reportFileName,
  reportPeriod,
  reportUsesDates,
} from '../../../shared/rules/reports.ts';
import { hoursOf } from '../../../shared/rules/team-reports.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  IndividualReportQuery,
  ReportOptions,
  ReportTable,
} from '../../../shared/schemas/reports.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { tableFile, type TableDocument } from '../../lib/table-files.ts';
import { holidayLocationFor, holidaysBetween } from '../holidays/holidays.service.ts';
import { findAttendanceDays } from '../attendance/attendance.queries.ts';
import { findApprovedLeaveDays, findLeavesInPeriod, findPersonBalances } from '../leave/leave.queries.ts';
import { authorizeTeamMember, findLeavePerson, resolveViewScope } from '../users/users.queries.ts';
import { organisationTimeZone, organisationToday } from '../org/org.service.ts';
import { findReportPeople } from './reports.repository.ts';

/** The period a report covers (reportPeriod fills in missing dates), refused under `to` when backwards or too long. */
export function checkedReportPeriod(
  from: string | undefined,
  to: string | undefined,
  today: string,
): { from: string; to: string } {
  const period = reportPeriod(from, to, today);
  if (period.to < period.from) throw fieldError('to', REPORT_MESSAGES.toBeforeFrom);
  if (daysBetween(period.from, period.to) + 1 > REPORT_MAX_DAYS)
    throw fieldError('to', REPORT_MESSAGES.tooLong);
  return period;
}

/** The form's choices (spec 002 §2, §6): the report types, and the people of the viewer's hierarchy. */
export async function getReportOptions(
  ctx: AppContext,
  actor: SessionUser,
  viewAsId: string | undefined,
): Promise<ReportOptions> {
  const [scope, today] = await Promise.all([resolveViewScope(ctx, actor, viewAsId), organisationToday(ctx)]);
  const people = await findReportPeople(ctx.db, scope);
  return {
    types: REPORT_TYPES.map((t) => ({ key: t.key, label: t.label, usesDates: reportUsesDates(t.key) })),
    employees: people.map((p) => ({ id: p.id, name: `${p.firstName} ${p.lastName}`.trim() })),
    today,
  };
}

export type Cells = (string | number | null)[];

function timeFormat(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return (at: Date | null) => (at ? format.format(at) : '');
}

/** A day at a time: the category the grid shows, the check-in and check-out, hours and place. */
async function attendanceRows(ctx: AppContext, userId: string, from: string, to: string, today: string) {
  const last = to < today ? to : today;
  if (last < from) return [];
  const person = await findLeavePerson(ctx.db, userId);
  const [location, timeZone] = await Promise.all([
    holidayLocationFor(ctx, person?.holidayLocation ?? null),
    organisationTimeZone(ctx),
  ]);
  const [records, leaves, holidays] = await Promise.all([
    findAttendanceDays(ctx.db, userId, from, last),
    findApprovedLeaveDays(ctx.db, { userIds: [userId], from, to: last }),
    holidaysBetween(ctx, location, from, last),
  ]);
  if (records.length === 0 && leaves.length === 0) return [];
  const byDay = new Map(records.map((r) => [r.workDate, r]));
  const time = timeFormat(timeZone);
  const currentMonth = monthStart(today);
  return eachDay(from, last).map((day, i): Cells => {
    const record = byDay.get(day);
    const category = cellCategory({
      date: day,
      today,
      inCurrentMonth: monthStart(day) === currentMonth,
      checkedIn: record !== undefined,
      approvedLeaveTypeIds: leaves.filter((l) => l.first <= i && i <= l.last).map((l) => l.typeId),
      weekend: isWeekend(day),
      holiday: holidays.has(day),
    });
    const hours =
      record?.checkOutAt != null
        ? hoursOf((record.checkOutAt.getTime() - record.checkInAt.getTime()) / 60_000)
        : null;
    return [
      formatDay(day),
      WEEKDAY_NAMES[weekdayOf(day)]!,
      CELL_CATEGORY_LABELS[category],
      time(record?.checkInAt ?? null),
      time(record?.checkOutAt ?? null),
      hours,
      record ? (record.checkInSiteName ?? record.checkInPlace ?? '') : (holidays.get(day) ?? ''),
    ];
  });
}

async function leaveRows(
  ctx: AppContext,
  userId: string,
  typeId: number,
  from: string,
  to: string,
  today: string,
) {
  const leaves = await findLeavesInPeriod(ctx.db, userId, from, to, typeId);
  return leaves.map((l): Cells => [
    formatDay(l.createdAt.toISOString()),
    formatDay(l.fromDate),
    formatDay(l.toDate),
    l.duration,
    l.reason,
    leaveStatus(
      { approved: l.approvedAt !== null, rejected: l.rejectedAt !== null, toDate: l.toDate },
      today,
    ),
  ]);
}

async function balanceRows(ctx: AppContext, userId: string, today: string) {
  const figures = await findPersonBalances(ctx.db, userId, today);
  return LEAVE_TYPES.map((type): Cells => {
    const f = figures.find((b) => b.typeId === type.id);
    const balance = f?.balance ?? 0;
    const held = f?.held ?? 0;
    return [type.name, balance, held, availableDays(balance, held)];
  });
}

const LEAVE_COLUMNS: TableDocument['columns'] = [
  { label: 'Applied on', align: 'left' },
  { label: 'From date', align: 'left' },
  { label: 'To date', align: 'left' },
  { label: 'Duration', align: 'right', weight: 0.7 },
  { label: 'Reason', align: 'left', weight: 3 },
  { label: 'Status', align: 'left' },
];
const ATTENDANCE_COLUMNS: TableDocument['columns'] = [
  { label: 'Date', align: 'left' },
  { label: 'Day', align: 'left' },
  { label: 'Status', align: 'left', weight: 1.4 },
  { label: 'Check-in', align: 'right', weight: 0.8 },
  { label: 'Check-out', align: 'right', weight: 0.8 },
  { label: 'Hours', align: 'right', weight: 0.7 },
  { label: 'Place', align: 'left', weight: 2.5 },
];
const BALANCE_COLUMNS: TableDocument['columns'] = [
  { label: 'Leave type', align: 'left', weight: 2 },
  { label: 'Balance', align: 'right' },
  { label: 'Pending', align: 'right' },
  { label: 'Available', align: 'right' },
];

/** One person's report as a table (spec 002 §2 Reports screen), for someone in the viewer's scope. */
export async function buildIndividualReport(
  ctx: AppContext,
  actor: SessionUser,
  query: IndividualReportQuery,
  viewAsId: string | undefined,
): Promise<ReportTable> {
  const [scope, today] = await Promise.all([resolveViewScope(ctx, actor, viewAsId), organisationToday(ctx)]);
  const person = await authorizeTeamMember(ctx, actor, scope, query.userId, () =>
    findLeavePerson(ctx.db, query.userId),
  );
  const employee = `${person.firstName} ${person.lastName}`.trim();
  const type = REPORT_TYPES.find((t) => t.key === query.type)!;

  if (query.type === REMAINING_BALANCE_REPORT) {
    return {
      title: 'Remaining leave balance',
      employee,
      from: null,
      to: null,
      columns: BALANCE_COLUMNS.map((c) => ({ key: c.label, ...c })),
      rows: await balanceRows(ctx, person.id, today),
    };
  }
  const period = checkedReportPeriod(query.from, query.to, today);
  const attendance = query.type === ATTENDANCE_REPORT;
  const columns = attendance ? ATTENDANCE_COLUMNS : LEAVE_COLUMNS;
  return {
    title: attendance ? 'Attendance report' : `${leaveTypeOf(type.leaveTypeId!)?.name ?? type.label} report`,
    employee,
    from: period.from,
    to: period.to,
    columns: columns.map((c) => ({ key: c.label, ...c })),
    rows: attendance
      ? await attendanceRows(ctx, person.id, period.from, period.to, today)
      : await leaveRows(ctx, person.id, type.leaveTypeId!, period.from, period.to, today),
  };
}

export interface ReportFile {
  fileName: string;
  mimeType: string;
  body: Buffer | Readable;
}

/** The report as a file; 404 'No data found' when it has no rows (spec 002 §8: nothing is downloaded). */
export async function individualReportFile(
  ctx: AppContext,
  actor: SessionUser,
  query: IndividualReportQuery & { format: 'pdf' | 'xlsx' | 'csv' },
  viewAsId: string | undefined,
): Promise<ReportFile> {
  const report = await buildIndividualReport(ctx, actor, query, viewAsId);
  if (report.rows.length === 0) throw new AppError(404, 'no_data', REPORT_MESSAGES.noData);
  const document: TableDocument = {
    title: report.title,
    subtitle: [
      `Employee: ${report.employee}`,
      report.from && report.to
        ? `Period: ${formatDay(report.from)} to ${formatDay(report.to)}`
        : `As of ${formatDay(await organisationToday(ctx))}`,
    ],
    columns: report.columns,
    rows: report.rows,
  };
  const fileName = reportFileName(report.employee.replace(/\s+/g, ''), query.format);
  return { fileName, ...(await tableFile(document, query.format)) };
}
