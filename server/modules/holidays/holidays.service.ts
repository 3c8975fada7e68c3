import {
  earliestHolidayDate,
  HOLIDAY_MESSAGES,
  holidayLocationName,
  holidayTypeName,
  isHolidayChangeable,
} from '../../../shared/rules/holidays.ts';
import { addYears } from '../../../shared/rules/dates.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type {
  CreateHolidayBody,
  Holiday,
  HolidayListQuery,
  HolidayListResponse,
  UpdateHolidayBody,
} from '../../../shared/schemas/holidays.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { authorize } from '../../lib/authorize.ts';
import type { SearchHitOf } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import type { SearchTerms } from '../../lib/text-search.ts';
import { conflict, fieldError, notFound, unprocessable } from '../../lib/errors.ts';
import { changesOf, publish } from '../events/events.service.ts';
import { organisationHolidayLocation, organisationToday } from '../org/org.service.ts';
import { findHolidayCalendarPeople, findLeavePerson } from '../users/users.queries.ts';
import { publicHolidaysFor } from './holiday-import.ts';
import { HOLIDAY_GATES, HOLIDAY_POLICY, canManageHolidays, holidayAbilities } from './holidays.policy.ts';
import {
  deleteCustomHoliday,
  findHoliday,
  findHolidayHits,
  findHolidaysBetween,
  findLocationsHolidays,
  findHolidaysPage,
  insertCustomHoliday,
  insertPublicHolidays,
  lockHolidayLocation,
  updateCustomHoliday,
  type HolidayRow,
} from './holidays.repository.ts';

const duplicateDate = () => conflict('holiday_date_taken', HOLIDAY_MESSAGES.duplicateDate, 'date');

function presentHoliday(actor: SessionUser, row: HolidayRow, today: string): Holiday {
  return {
    id: row.id,
    name: row.name,
    typeId: row.typeId,
    typeName: holidayTypeName(row.typeId),
    location: row.location,
    locationName: holidayLocationName(row.location),
    date: row.date,
    comments: row.comments,
    isCustom: row.isCustom,
    abilities: holidayAbilities(actor, row, today),
  };
}

/** The holiday calendar of someone whose own choice is `own`: that, else the organisation's. */
export async function holidayLocationFor(ctx: AppContext, own: number | null): Promise<number> {
  return own ?? (await organisationHolidayLocation(ctx));
}

/** The holiday calendar a person follows. */
async function holidayLocationOf(ctx: AppContext, userId: string): Promise<number> {
  const person = await findLeavePerson(ctx.db, userId);
  return holidayLocationFor(ctx, person?.holidayLocation ?? null);
}

/** A location's holidays between two days, by date: the days leave does not count. */
export async function holidaysBetween(
  ctx: Pick<AppContext, 'db'>,
  location: number,
  from: string,
  to: string,
): Promise<Map<string, string>> {
  const rows = await findHolidaysBetween(ctx.db, location, from, to);
  return new Map(rows.map((r) => [r.date, r.name]));
}

/**
 * Each location's holidays between two days (the team calendar: each person's own calendar), by
 * location, in date order; a location without any has no entry.
 */
export async function holidaysOfLocations(
  ctx: Pick<AppContext, 'db'>,
  locations: readonly number[],
  from: string,
  to: string,
): Promise<Map<number, Array<{ date: string; name: string }>>> {
  const byLocation = new Map<number, Array<{ date: string; name: string }>>();
  for (const { location, date, name } of await findLocationsHolidays(ctx.db, locations, from, to)) {
    const list = byLocation.get(location) ?? [];
    list.push({ date, name });
    byLocation.set(location, list);
  }
  return byLocation;
}

/** The global search's holidays: every location's, as the holiday calendar shows them to anyone. */
export async function searchHolidays(
  ctx: AppContext,
  terms: SearchTerms,
  limit: number,
): Promise<Array<SearchHitOf<'holiday'>>> {
  const rows = await findHolidayHits(ctx.db, terms, await organisationToday(ctx), limit);
  return rows.map((row) => ({ kind: 'holiday', ...row }));
}

/** The holiday calendar screen (spec 002 §2): one location's holidays, 10 to 100 a page. */
export async function listHolidays(
  ctx: AppContext,
  actor: SessionUser,
  query: HolidayListQuery,
): Promise<HolidayListResponse> {
  const [location, today] = await Promise.all([
    query.location ?? holidayLocationOf(ctx, actor.id),
    organisationToday(ctx),
  ]);
  const { rows, total } = await findHolidaysPage(ctx.db, {
    location,
    search: query.search,
    year: query.year,
    offset: (query.page - 1) * query.pageSize,
    limit: query.pageSize,
  });
  return {
    items: rows.map((row) => presentHoliday(actor, row, today)),
    total,
    page: query.page,
    pageSize: query.pageSize,
    location,
    today,
    abilities: { create: canManageHolidays(actor) },
  };
}

/** The days of a location that already have a holiday, from today on: the add form disables them. */
export async function takenHolidayDates(ctx: AppContext, location: number): Promise<{ dates: string[] }> {
  const today = await organisationToday(ctx);
  const rows = await findHolidaysBetween(ctx.db, location, today, addYears(today, 5));
  return { dates: rows.map((r) => r.date) };
}

async function checkDate(ctx: AppContext, date: string): Promise<string> {
  const today = await organisationToday(ctx);
  if (date < earliestHolidayDate(today)) throw fieldError('date', HOLIDAY_MESSAGES.tooSoon);
  return today;
}

/** Adds a custom holiday (ManageHolidays): three or more days ahead, on a free day. */
export async function createHoliday(
  ctx: AppContext,
  actor: SessionUser,
  body: CreateHolidayBody,
): Promise<Holiday> {
  authorize(HOLIDAY_GATES, actor, 'create');
  const today = await checkDate(ctx, body.date);
  const organisationLocation = await organisationHolidayLocation(ctx);
  const row = await ctx.db.transaction(async (tx) => {
    const added = await insertCustomHoliday(tx, {
      location: body.location,
      date: body.date,
      name: body.name.trim(),
      typeId: body.typeId,
      comments: body.comments.trim(),
      createdById: actor.id,
    });
    // Everyone whose calendar it is hears of it (the yearly import's holidays concern no one).
    if (added)
      await publish(tx, {
        ...holidayEvent('holiday.added', actor.id, added),
        concerns: await findHolidayCalendarPeople(tx, added.location, organisationLocation),
      });
    return added;
  });
  if (!row) throw duplicateDate();
  return presentHoliday(actor, row, today);
}

/** A holiday's event: its location and day in data; whom it concerns is the caller's to add. */
function holidayEvent(
  type: 'holiday.added' | 'holiday.updated' | 'holiday.removed',
  actorId: string | null,
  row: Pick<HolidayRow, 'id' | 'location' | 'date' | 'name' | 'typeId'>,
) {
  return {
    type,
    actorId,
    subject: { kind: 'holiday' as const, id: row.id },
    data: { name: row.name, location: row.location, date: row.date, typeId: row.typeId },
  };
}

async function changeableHoliday(ctx: AppContext, actor: SessionUser, id: number, today: string) {
  const holiday = await findHoliday(ctx.db, id);
  authorize(HOLIDAY_POLICY, actor, 'change', holiday);
  if (!isHolidayChangeable(holiday, today))
    throw unprocessable('holiday_locked', HOLIDAY_MESSAGES.notChangeable);
  return holiday;
}

/** Edits a custom holiday three or more days ahead; its type stays as it is (spec 002 §4). */
export async function updateHoliday(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: UpdateHolidayBody,
): Promise<Holiday> {
  const today = await organisationToday(ctx);
  const holiday = await changeableHoliday(ctx, actor, id, today);
  if (body.typeId !== holiday.typeId) throw fieldError('typeId', HOLIDAY_MESSAGES.typeFixed);
  await checkDate(ctx, body.date);
  const values = { date: body.date, name: body.name.trim(), comments: body.comments.trim() };
  const saved = await ctx.db.transaction(async (tx) => {
    await lockHolidayLocation(tx, holiday.location);
    if (!(await updateCustomHoliday(tx, holiday, values))) return false;
    const changes = changesOf(holiday, values, ['date', 'name', 'comments']);
    if (Object.keys(changes).length > 0)
      await publish(tx, { ...holidayEvent('holiday.updated', actor.id, { ...holiday, ...values }), changes });
    return true;
  });
  if (!saved) throw duplicateDate();
  const row = await findHoliday(ctx.db, id);
  authorize(HOLIDAY_POLICY, actor, 'view', row);
  return presentHoliday(actor, row, today);
}

export async function deleteHoliday(ctx: AppContext, actor: SessionUser, id: number): Promise<void> {
  const today = await organisationToday(ctx);
  const holiday = await changeableHoliday(ctx, actor, id, today);
  await ctx.db.transaction(async (tx) => {
    if (!(await deleteCustomHoliday(tx, id))) throw notFound(HOLIDAY_POLICY.notFound);
    await publish(tx, holidayEvent('holiday.removed', actor.id, holiday));
  });
}

/**
 * Imports the national public holidays of every location for the given years; returns how many
 * were new. The scheduled job calls it: the holidays it adds are the system's events (no actor).
 */
export async function importPublicHolidays(db: DbOrTx, years: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const added = await insertPublicHolidays(tx, publicHolidaysFor(years));
    if (added.length > 0)
      await publish(
        tx,
        added.map((row) => holidayEvent('holiday.added', null, row)),
      );
    return added.length;
  });
}
