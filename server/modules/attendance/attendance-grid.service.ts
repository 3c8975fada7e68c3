import type { Readable } from 'node:stream';
import {
  CELL_CATEGORY_LABELS,
  cellCategory,
  type CellCategory,
} from '../../../shared/rules/attendance-grid.ts';
import { addDays, eachDay, isWeekend, weekdayOf, formatDay } from '../../../shared/rules/dates.ts';
import {
  GRID_MAX_DAYS,
  attendanceGridQuerySchema,
  type AttendanceGrid,
  type AttendanceGridQuery,
  type GridRow,
} from '../../../shared/schemas/attendance.schema.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { csvStream, type CsvCell } from '../../lib/csv.ts';
import { fieldError } from '../../lib/errors.ts';
import { authorizeOwnTeamMember, resolveViewScope } from '../users/users.queries.ts';
import { organisationHolidayLocation, organisationToday } from '../org/org.service.ts';
import { avatarUrl } from '../../../shared/rules/people.ts';
import {
  findGridFacts,
  findGridPeople,
  findGridPeoplePage,
  type GridFacts,
  type GridPeopleFilter,
  type GridPersonRow,
} from './attendance-grid.repository.ts';

/** The export's file name (spec 002 §9). */
export const ATTENDANCE_GRID_FILE_NAME = 'Attendance-list.csv';
export const GRID_RANGE_TOO_LONG = `The range must not exceed ${GRID_MAX_DAYS} days.`;

/** The days a grid shows: the chosen range, or else the whole month. */
export function gridDays(query: Pick<AttendanceGridQuery, 'year' | 'month' | 'from' | 'to'>): string[] {
  if (query.from !== undefined && query.to !== undefined) {
    const days = eachDay(query.from, query.to);
    if (days.length > GRID_MAX_DAYS) throw fieldError('to', GRID_RANGE_TOO_LONG);
    return days;
  }
  const first = `${String(query.year).padStart(4, '0')}-${String(query.month).padStart(2, '0')}-01`;
  const nextMonth = addDays(first, 32).slice(0, 8) + '01';
  return eachDay(first, addDays(nextMonth, -1));
}

interface DayFacts {
  date: string;
  weekend: boolean;
  inCurrentMonth: boolean;
}

const NO_LEAVE: ReadonlySet<number> = new Set();

/**
 * Each person's cells, by the one rule (shared/rules/attendance-grid.ts): their check-ins, their
 * approved leave covering each day (a half day covers its day), the weekends and the holidays of
 * their calendar.
 */
function buildRows(
  people: readonly GridPersonRow[],
  facts: GridFacts,
  days: readonly DayFacts[],
  today: string,
  orgLocation: number,
): GridRow[] {
  const none = new Uint8Array(days.length);
  return people.map((person) => {
    const checkIns = facts.checkIns.get(person.id) ?? none;
    const types = new Array<Set<number> | undefined>(days.length);
    for (const leave of facts.leaves.get(person.id) ?? []) {
      for (let day = leave.first; day <= leave.last; day++) (types[day] ??= new Set()).add(leave.typeId);
    }
    const holidays = facts.holidays.get(person.holidayLocation ?? orgLocation);
    const cells: CellCategory[] = days.map((day, i) =>
      cellCategory({
        date: day.date,
        today,
        inCurrentMonth: day.inCurrentMonth,
        checkedIn: checkIns[i] === 1,
        approvedLeaveTypeIds: types[i] ?? NO_LEAVE,
        weekend: day.weekend,
        holiday: holidays?.has(i) ?? false,
      }),
    );
    return {
      userId: person.id,
      name: `${person.firstName} ${person.lastName}`,
      avatarUrl: avatarUrl(person.avatarKey),
      cells,
      recordIds: facts.recordIds.get(person.id) ?? new Array<number | null>(days.length).fill(null),
    };
  });
}

/** What every grid request starts from: its days, today, and whom it may list. */
async function gridSetting(
  ctx: AppContext,
  actor: SessionUser,
  query: AttendanceGridQuery,
  viewAsId: string | undefined,
) {
  const dates = gridDays(query);
  const [scope, today, orgLocation] = await Promise.all([
    resolveViewScope(ctx, actor, viewAsId),
    organisationToday(ctx),
    organisationHolidayLocation(ctx),
  ]);
  const month = today.slice(0, 7);
  const days: DayFacts[] = dates.map((date) => ({
    date,
    weekend: isWeekend(date),
    inCurrentMonth: date.slice(0, 7) === month,
  }));
  const filter: GridPeopleFilter = {
    scope,
    search: query.search,
    typeId: query.typeId,
    from: dates[0]!,
    to: dates.at(-1)!,
  };
  return { days, today, orgLocation, filter };
}

/** The cells of `people`, from one read of their check-ins, leave and holidays. */
async function rowsOf(
  ctx: AppContext,
  people: GridPersonRow[],
  setting: Awaited<ReturnType<typeof gridSetting>>,
  withRecordIds: boolean,
): Promise<GridRow[]> {
  if (people.length === 0) return [];
  const { filter, days, today, orgLocation } = setting;
  const locations = [...new Set(people.map((p) => p.holidayLocation ?? orgLocation))];
  const facts = await findGridFacts(ctx.db, {
    userIds: people.map((p) => p.id),
    locations,
    from: filter.from,
    to: filter.to,
    withRecordIds,
  });
  return buildRows(people, facts, days, today, orgLocation);
}

/**
 * The attendance grid (spec 002 §2 Attendance screen): a page of the people at or below the person
 * viewed (the caller, or whom they chose in the hierarchy selector; Admins: everyone), active
 * ones, by name, with one category per day of the month or of the chosen range.
 */
export async function getAttendanceGrid(
  ctx: AppContext,
  actor: SessionUser,
  query: AttendanceGridQuery,
  viewAsId: string | undefined,
): Promise<AttendanceGrid> {
  return gridPage(ctx, actor, query, viewAsId);
}

/**
 * A person's row of this month's grid, for their page: as the caller's own grid shows it (their
 * days' categories; the records to open only for their own people). 404 for anyone outside the
 * caller's team; no row for someone the grid does not list (no longer active).
 */
export async function getPersonAttendanceMonth(
  ctx: AppContext,
  actor: SessionUser,
  personId: string,
): Promise<AttendanceGrid> {
  await authorizeOwnTeamMember(ctx, actor, personId);
  const today = await organisationToday(ctx);
  const month = attendanceGridQuerySchema.parse({ year: today.slice(0, 4), month: today.slice(5, 7) });
  return gridPage(ctx, actor, month, undefined, personId);
}

/** A page of the grid; of one person's row alone with `personId`. */
async function gridPage(
  ctx: AppContext,
  actor: SessionUser,
  query: AttendanceGridQuery,
  viewAsId: string | undefined,
  personId?: string,
): Promise<AttendanceGrid> {
  const setting = await gridSetting(ctx, actor, query, viewAsId);
  const { rows: people, total } = await findGridPeoplePage(
    ctx.db,
    { ...setting.filter, personId },
    { offset: (query.page - 1) * query.pageSize, limit: query.pageSize },
    actor.id,
  );
  const rows = await rowsOf(ctx, people, setting, true);
  // A day's record (and its photo) is for its person and the people above them: an Admin sees
  // everyone's categories but opens only the days of their own people.
  rows.forEach((row, i) => {
    if (!people[i]!.opens) row.recordIds = row.recordIds.map(() => null);
  });
  return {
    days: setting.days.map((d) => ({ date: d.date, weekday: weekdayOf(d.date) })),
    rows,
    total,
    page: query.page,
    pageSize: query.pageSize,
    today: setting.today,
  };
}

/**
 * A cell's text in the file: the category's label. The dash of a day with nothing to show is
 * left empty: the CSV writer's formula guard would otherwise write it as '- (a leading dash can
 * start a formula), which a spreadsheet shows with its apostrophe.
 */
function exportLabel(category: string): CsvCell {
  return category === 'none' ? '' : CELL_CATEGORY_LABELS[category as CellCategory];
}

/**
 * Attendance-list.csv (spec 002 §9): every person of the filtered grid (its page ignored), by
 * name: "Employee name", then one column per day (DD-MM-YYYY) holding the category's label.
 */
export async function exportAttendanceGrid(
  ctx: AppContext,
  actor: SessionUser,
  query: AttendanceGridQuery,
  viewAsId: string | undefined,
): Promise<Readable> {
  const setting = await gridSetting(ctx, actor, query, viewAsId);
  const people = await findGridPeople(ctx.db, setting.filter);
  // The file has no record ids: its people's check-ins are read as days alone.
  const rows = await rowsOf(ctx, people, setting, false);
  const header = ['Employee name', ...setting.days.map((d) => formatDay(d.date))];
  return csvStream(
    header,
    rows.map((row) => [row.name, ...row.cells.map(exportLabel)]),
  );
}
