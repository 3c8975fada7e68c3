import { daysBetween, formatDay } from '../../../shared/rules/dates.ts';
import { REPORT_MESSAGES } from '../../../shared/rules/reports.ts';
import { TEAM_REPORTS, teamReportFileName, type TeamReportKind } from '../../../shared/rules/team-reports.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { TeamReportQuery, TeamReportTable } from '../../../shared/schemas/reports.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { authorize } from '../../lib/authorize.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { tableFile, type TableDocument } from '../../lib/table-files.ts';
import { resolveViewScope, TEAM_POLICY } from '../users/users.queries.ts';
import {
  organisationHolidayLocation,
  organisationTimeZone,
  organisationToday,
  organisationWorkDay,
} from '../org/org.service.ts';
import type { ReportFile } from './reports.service.ts';
import { findBalancesAsOf } from '../leave/leave.queries.ts';
import { findTeamFacts } from './team-reports.facts.ts';
import { findTeamPeople } from './team-reports.repository.ts';
import {
  absenceTable,
  balanceTable,
  groupTable,
  lateEarlyTable,
  overtimeTable,
  type PeriodSetting,
  type Table,
} from './team-reports.tables.ts';
import { checkedReportPeriod } from './reports.service.ts';

const PERIOD_TABLES = {
  group: groupTable,
  'late-early': lateEarlyTable,
  absence: absenceTable,
  overtime: overtimeTable,
} as const;

/** Who the report covers: everyone asked for (each in the viewer's hierarchy, else 404), or all of it. */
async function reportPeople(
  ctx: AppContext,
  actor: SessionUser,
  userIds: readonly string[],
  viewAsId: string | undefined,
) {
  const scope = await resolveViewScope(ctx, actor, viewAsId);
  const people = await findTeamPeople(ctx.db, scope, userIds);
  // Someone outside the hierarchy (or gone) is never revealed: the same 404 for all of them.
  authorize(TEAM_POLICY, actor, 'view', {
    inScope: userIds.length === 0 || people.length === userIds.length,
  });
  return people;
}

function employeesLine(people: readonly { name: string }[]): string {
  return people.length === 1 ? people[0]!.name : `${people.length} employees`;
}

/**
 * One of the five extra reports (issue 14 item 5) as a table, over the people of the viewer's
 * hierarchy asked for: the period's reports count days up to today, the balance is as on a day.
 */
export async function buildTeamReport(
  ctx: AppContext,
  actor: SessionUser,
  kind: TeamReportKind,
  query: TeamReportQuery,
  viewAsId: string | undefined,
): Promise<TeamReportTable> {
  const [today, timeZone] = await Promise.all([organisationToday(ctx), organisationTimeZone(ctx)]);
  const title = TEAM_REPORTS[kind].title;

  // The database knows no year 0 (and a missing from date is a month before the to date).
  const FIRST_DAY = '0001-02-01';
  if (query.asOf !== undefined && query.asOf < FIRST_DAY)
    throw fieldError('asOf', 'As on date must be a date.');
  if (query.from !== undefined && query.from < FIRST_DAY)
    throw fieldError('from', 'From date must be a date.');
  if (query.to !== undefined && query.to < FIRST_DAY) throw fieldError('to', 'To date must be a date.');

  if (kind === 'holiday') {
    const asOf = query.asOf ?? today;
    const people = await reportPeople(ctx, actor, query.userIds, viewAsId);
    const balances = new Map<string, number>();
    if (people.length > 0) {
      const figures = await findBalancesAsOf(
        ctx.db,
        people.map((p) => p.id),
        asOf,
        timeZone,
      );
      for (const f of figures) balances.set(`${f.userId}:${f.typeId}`, f.balance);
    }
    return {
      title,
      employee: employeesLine(people),
      from: null,
      to: null,
      asOf,
      ...balanceTable(people, balances),
    };
  }

  const period = checkedReportPeriod(query.from, query.to, today);
  const people = await reportPeople(ctx, actor, query.userIds, viewAsId);
  const lastDay = period.to < today ? period.to : today;
  let table: Table;
  if (people.length === 0 || lastDay < period.from) {
    table = {
      ...PERIOD_TABLES[kind](
        [],
        { records: new Map(), leaves: new Map(), holidays: new Map() },
        emptySetting(period.from, today),
      ),
    };
  } else {
    const [orgLocation, workDay] = await Promise.all([
      organisationHolidayLocation(ctx),
      organisationWorkDay(ctx),
    ]);
    const locations = [...new Set(people.map((p) => p.holidayLocation ?? orgLocation))];
    const facts = await findTeamFacts(ctx.db, {
      userIds: people.map((p) => p.id),
      locations,
      from: period.from,
      to: lastDay,
      timeZone,
    });
    const setting: PeriodSetting = {
      from: period.from,
      last: daysBetween(period.from, lastDay),
      today,
      workDay,
      orgLocation,
    };
    table = PERIOD_TABLES[kind](people, facts, setting);
  }
  return { title, employee: employeesLine(people), from: period.from, to: period.to, asOf: null, ...table };
}

function emptySetting(from: string, today: string): PeriodSetting {
  return { from, last: -1, today, workDay: { startMinutes: 0, endMinutes: 1 }, orgLocation: 0 };
}

/** The report as a file, written like the individual reports; 404 'No data found' when it has no rows. */
export async function teamReportFile(
  ctx: AppContext,
  actor: SessionUser,
  kind: TeamReportKind,
  query: TeamReportQuery & { format: 'pdf' | 'xlsx' | 'csv' },
  viewAsId: string | undefined,
): Promise<ReportFile> {
  const report = await buildTeamReport(ctx, actor, kind, query, viewAsId);
  if (report.rows.length === 0) throw new AppError(404, 'no_data', REPORT_MESSAGES.noData);
  const document: TableDocument = {
    title: report.title,
    subtitle: [
      `Employees: ${report.employee}`,
      report.from && report.to
        ? `Period: ${formatDay(report.from)} to ${formatDay(report.to)}`
        : `As on ${formatDay(report.asOf!)}`,
    ],
    columns: report.columns,
    rows: report.rows,
  };
  return { fileName: teamReportFileName(kind, query.format), ...(await tableFile(document, query.format)) };
}
