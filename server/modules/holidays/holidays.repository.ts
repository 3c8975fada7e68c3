import { and, asc, count, desc, eq, gte, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { HOLIDAY_TYPES, PUBLIC_HOLIDAY_TYPE_ID } from '../../../shared/rules/holidays.ts';
import type { DbOrTx } from '../../db/client.ts';
import { holidays } from '../../db/schema/holidays.ts';
import { containsPattern } from '../../lib/sql.ts';
import { nameMatchSql, rankSql, type SearchTerms } from '../../lib/text-search.ts';

export type HolidayRow = typeof holidays.$inferSelect;

const HOLIDAY_LOCK_KEY = 72_041_340;

function searchCondition(search: string | undefined): SQL | undefined {
  const term = search?.trim();
  if (!term) return undefined;
  const lower = term.toLowerCase();
  const typeIds = HOLIDAY_TYPES.filter((t) => t.name.toLowerCase().includes(lower)).map((t) => t.id);
  const pattern = containsPattern(term);
  return or(
    ilike(holidays.name, pattern),
    ilike(holidays.comments, pattern),
    typeIds.length > 0 ? inArray(holidays.typeId, typeIds) : undefined,
  );
}

/** One page of a location's holidays, by date. */
export async function findHolidaysPage(
  db: DbOrTx,
  filter: { location: number; search?: string; year?: number; offset: number; limit: number },
): Promise<{ rows: HolidayRow[]; total: number }> {
  const where = and(
    eq(holidays.location, filter.location),
    searchCondition(filter.search),
    filter.year === undefined
      ? undefined
      : and(gte(holidays.date, `${filter.year}-01-01`), lte(holidays.date, `${filter.year}-12-31`)),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(holidays)
      .where(where)
      .orderBy(asc(holidays.date))
      .offset(filter.offset)
      .limit(filter.limit),
    db.select({ n: count() }).from(holidays).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A location's holidays from `from` to `to` (both included), by date. */
export async function findHolidaysBetween(
  db: DbOrTx,
  location: number,
  from: string,
  to: string,
): Promise<Array<{ date: string; name: string }>> {
  return db
    .select({ date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(eq(holidays.location, location), gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.date));
}

/** The holidays of several locations between two days, by location and date. */
export async function findLocationsHolidays(
  db: DbOrTx,
  locations: readonly number[],
  from: string,
  to: string,
): Promise<Array<{ location: number; date: string; name: string }>> {
  if (locations.length === 0) return [];
  return db
    .select({ location: holidays.location, date: holidays.date, name: holidays.name })
    .from(holidays)
    .where(and(inArray(holidays.location, [...locations]), gte(holidays.date, from), lte(holidays.date, to)))
    .orderBy(asc(holidays.location), asc(holidays.date));
}

export async function findHoliday(db: DbOrTx, id: number): Promise<HolidayRow | null> {
  const [row] = await db.select().from(holidays).where(eq(holidays.id, id));
  return row ?? null;
}

/** Adds a custom holiday; null when the location already has one that day. */
export async function insertCustomHoliday(
  db: DbOrTx,
  values: {
    location: number;
    date: string;
    name: string;
    typeId: number;
    comments: string;
    createdById: string;
  },
): Promise<HolidayRow | null> {
  const [row] = await db
    .insert(holidays)
    .values({ ...values, isCustom: true })
    .onConflictDoNothing()
    .returning();
  return row ?? null;
}

/** Changes a custom holiday; false when its new date is taken (the caller holds the location's lock). */
export async function updateCustomHoliday(
  db: DbOrTx,
  holiday: Pick<HolidayRow, 'id' | 'location'>,
  values: { date: string; name: string; comments: string },
): Promise<boolean> {
  const [taken] = await db
    .select({ id: holidays.id })
    .from(holidays)
    .where(
      and(
        eq(holidays.location, holiday.location),
        eq(holidays.date, values.date),
        sql`${holidays.id} <> ${holiday.id}`,
      ),
    );
  if (taken) return false;
  await db
    .update(holidays)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(holidays.id, holiday.id), eq(holidays.isCustom, true)));
  return true;
}

/** Serialises changes to a location's calendar, so that two edits cannot take one date. */
export async function lockHolidayLocation(tx: DbOrTx, location: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HOLIDAY_LOCK_KEY}, ${location})`);
}

export async function deleteCustomHoliday(db: DbOrTx, id: number): Promise<boolean> {
  const rows = await db
    .delete(holidays)
    .where(and(eq(holidays.id, id), eq(holidays.isCustom, true)))
    .returning({ id: holidays.id });
  return rows.length > 0;
}

/** Adds the library's public holidays that are missing (a day that has a holiday keeps it); returns those added. */
export async function insertPublicHolidays(
  db: DbOrTx,
  rows: Array<{ location: number; date: string; name: string }>,
): Promise<Pick<HolidayRow, 'id' | 'location' | 'date' | 'name' | 'typeId'>[]> {
  if (rows.length === 0) return [];
  return db
    .insert(holidays)
    .values(rows.map((r) => ({ ...r, typeId: PUBLIC_HOLIDAY_TYPE_ID, isCustom: false })))
    .onConflictDoNothing()
    .returning({
      id: holidays.id,
      location: holidays.location,
      date: holidays.date,
      name: holidays.name,
      typeId: holidays.typeId,
    });
}

/**
 * Holidays of every location whose name holds every word or is close to what was typed: the
 * best-matching names first, and of those the coming ones by date, then the past ones latest first.
 */
export async function findHolidayHits(
  db: DbOrTx,
  terms: SearchTerms,
  today: string,
  limit: number,
): Promise<Array<{ id: number; name: string; date: string; location: number }>> {
  const past = sql`${holidays.date} < ${today}`;
  return db
    .select({ id: holidays.id, name: holidays.name, date: holidays.date, location: holidays.location })
    .from(holidays)
    .where(nameMatchSql(terms, holidays.name))
    .orderBy(
      rankSql(terms, holidays.name),
      asc(past),
      sql`case when ${past} then null else ${holidays.date} end asc`,
      desc(holidays.date),
      asc(holidays.id),
    )
    .limit(limit);
}
