import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { addDays, isWeekend, yearOf, todayIn } from '../../../shared/rules/dates.ts';
import { HOLIDAY_MESSAGES } from '../../../shared/rules/holidays.ts';
import type { Holiday, HolidayListResponse } from '../../../shared/schemas/holidays.schema.ts';
import { domainEvents, holidays, users } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { holidayCalendarJob } from '../../jobs/holiday-calendar.job.ts';
import { nationalHolidays } from './holiday-import.ts';

let t: TestApp;
let org: Org;
let ada: TestClient;
let eve: TestClient;
const db = () => t.testDb.database.db;
const today = () => todayIn(DEFAULT_TIME_ZONE);
/** The first working day at least `days` ahead that has no public holiday in either location. */
let publicDays = new Set<string>();
const freeDay = (days: number, taken: readonly string[] = []) => {
  let day = addDays(today(), days);
  while (isWeekend(day) || publicDays.has(day) || taken.includes(day)) day = addDays(day, 1);
  return day;
};

const put = (client: TestClient, url: string, payload: object) =>
  client.request({ method: 'PUT', url, payload });
const del = (client: TestClient, url: string) => client.request({ method: 'DELETE', url });

const validHoliday = (overrides: Record<string, unknown> = {}) => ({
  name: 'Founders day',
  typeId: 2,
  date: freeDay(20),
  comments: 'The office is closed.',
  location: 2,
  ...overrides,
});

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  await holidayCalendarJob({ db: db() }).run({ period: new Date() });
  publicDays = new Set((await db().select({ date: holidays.date }).from(holidays)).map((h) => h.date));
  ada = await signIn(t, org.admin);
  eve = await signIn(t, org.employee);
});
afterAll(async () => {
  await t.close();
});

describe('the public holidays', () => {
  it('come from the date-holidays library for India and the US, this year and next', async () => {
    const year = yearOf(today());
    const rows = await db().select().from(holidays);
    for (const [location, iso] of [
      [1, 'IN'],
      [2, 'US'],
    ] as const) {
      for (const y of [year, year + 1]) {
        const expected = nationalHolidays(iso, y).map((h) => h.date);
        const stored = rows
          .filter((r) => r.location === location && r.date.startsWith(`${y}-`))
          .map((r) => r.date);
        expect(expected.length).toBeGreaterThan(3);
        expect(stored.sort()).toEqual(expected.sort());
      }
    }
    expect(rows.find((r) => r.location === 1 && r.date === `${year}-01-26`)).toMatchObject({
      name: 'Republic Day',
      typeId: 1,
      isCustom: false,
    });
  });

  it('are added once however often the yearly job runs', async () => {
    const before = (await db().select().from(holidays)).length;
    const summary = await holidayCalendarJob({ db: db() }).run({ period: new Date() });
    expect(summary).toMatch(/^0 public holidays added/);
    expect((await db().select().from(holidays)).length).toBe(before);
  });

  it('are events of the system: one `holiday.added` each, no actor, with the location and the day', async () => {
    const rows = await db().select().from(holidays).where(eq(holidays.isCustom, false));
    const events = await db().select().from(domainEvents).where(eq(domainEvents.type, 'holiday.added'));
    expect(events).toHaveLength(rows.length);
    const republicDay = rows.find((r) => r.location === 1 && r.name === 'Republic Day')!;
    expect(events.find((e) => e.subjectId === String(republicDay.id))).toMatchObject({
      actorId: null,
      subjectKind: 'holiday',
      concerns: [],
      data: { name: 'Republic Day', location: 1, date: republicDay.date, typeId: 1 },
    });
  });
});

describe('the holiday calendar list', () => {
  it('lists the caller’s location by date with the spec’s columns, and another location on request', async () => {
    const res = await eve.get('/api/v1/holidays?pageSize=25');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<HolidayListResponse>();
    expect(body.location).toBe(1);
    expect(body.abilities).toEqual({ create: false });
    expect(body.items[0]).toMatchObject({ typeName: 'Public', locationName: 'India', isCustom: false });
    expect(body.items.map((h) => h.date)).toEqual([...body.items.map((h) => h.date)].sort());
    expect(body.items.every((h) => !h.abilities.edit && !h.abilities.delete)).toBe(true);

    await db().update(users).set({ holidayLocation: 2 }).where(eq(users.id, org.employee.id));
    const own = (await eve.get('/api/v1/holidays')).json<HolidayListResponse>();
    expect(own.location).toBe(2);
    expect(own.items[0]?.locationName).toBe('US');
    await db().update(users).set({ holidayLocation: null }).where(eq(users.id, org.employee.id));
  });

  it('searches names and types, pages by 10/25/50/100, and refuses other sizes', async () => {
    const found = (await eve.get('/api/v1/holidays?location=1&search=republic')).json<HolidayListResponse>();
    expect(found.items.map((h) => h.name)).toEqual(['Republic Day', 'Republic Day']);
    const none = (await eve.get('/api/v1/holidays?location=1&search=%25_')).json<HolidayListResponse>();
    expect(none).toMatchObject({ items: [], total: 0 });
    const paged = (
      await eve.get('/api/v1/holidays?location=2&pageSize=10&page=2')
    ).json<HolidayListResponse>();
    expect(paged.items.length).toBeGreaterThan(0);
    expect(paged.total).toBeGreaterThan(10);
    const bad = await eve.get('/api/v1/holidays?pageSize=7');
    expect(bad.statusCode).toBe(422);
    expect((await eve.get('/api/v1/holidays?location=3')).statusCode).toBe(422);
  });
});

describe('adding a custom holiday', () => {
  it('needs ManageHolidays (Admins hold it)', async () => {
    const res = await eve.post('/api/v1/holidays', validHoliday());
    expect(res.statusCode).toBe(403);
  });

  it.each([
    [{ name: '' }, 'name', HOLIDAY_MESSAGES.nameRequired],
    [{ name: '   ' }, 'name', HOLIDAY_MESSAGES.nameRequired],
    [{ typeId: undefined }, 'typeId', HOLIDAY_MESSAGES.typeRequired],
    [{ typeId: 1 }, 'typeId', HOLIDAY_MESSAGES.typeRequired],
    [{ date: '' }, 'date', HOLIDAY_MESSAGES.dateRequired],
    [{ date: '2026-02-30' }, 'date', HOLIDAY_MESSAGES.dateRequired],
    [{ comments: '' }, 'comments', HOLIDAY_MESSAGES.commentsRequired],
    [{ location: 3 }, 'location', 'Choose India or US.'],
  ])('refuses %o with the spec’s message', async (override, path, message) => {
    const res = await ada.post('/api/v1/holidays', validHoliday(override));
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('refuses a date less than three days ahead', async () => {
    const res = await ada.post('/api/v1/holidays', validHoliday({ date: addDays(today(), 2) }));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([{ path: 'date', message: HOLIDAY_MESSAGES.tooSoon }]);
  });

  it('adds one, then answers a second on the same day with the duplicate message', async () => {
    const date = freeDay(30);
    const created = await ada.post('/api/v1/holidays', validHoliday({ date, name: 'Company offsite' }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Holiday>()).toMatchObject({
      name: 'Company offsite',
      typeName: 'Company',
      locationName: 'US',
      isCustom: true,
      abilities: { edit: true, delete: true },
    });
    const again = await ada.post('/api/v1/holidays', validHoliday({ date, name: 'Another' }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.details).toEqual([{ path: 'date', message: HOLIDAY_MESSAGES.duplicateDate }]);
    // The same day in the other location is free.
    expect((await ada.post('/api/v1/holidays', validHoliday({ date, location: 1 }))).statusCode).toBe(201);
    // The add form disables it.
    expect((await ada.get('/api/v1/holidays/dates?location=2')).json().dates).toContain(date);
  });

  it('refuses a day of a public holiday', async () => {
    const year = yearOf(today()) + 1;
    const res = await ada.post('/api/v1/holidays', validHoliday({ date: `${year}-01-26`, location: 1 }));
    expect(res.statusCode).toBe(409);
  });
});

describe('editing and deleting', () => {
  it('edits a custom future holiday, keeps its type, and refuses a taken date', async () => {
    const first = (await ada.post('/api/v1/holidays', validHoliday({ date: freeDay(40) }))).json<Holiday>();
    const second = (await ada.post('/api/v1/holidays', validHoliday({ date: freeDay(50) }))).json<Holiday>();
    const body = { name: 'Renamed', typeId: 2, date: freeDay(45), comments: 'Moved' };
    const res = await put(ada, `/api/v1/holidays/${first.id}`, body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<Holiday>()).toMatchObject({ name: 'Renamed', date: body.date, comments: 'Moved' });
    const retype = await put(ada, `/api/v1/holidays/${first.id}`, { ...body, typeId: 3 });
    expect(retype.json().error.details).toEqual([{ path: 'typeId', message: HOLIDAY_MESSAGES.typeFixed }]);
    const taken = await put(ada, `/api/v1/holidays/${first.id}`, { ...body, date: second.date });
    expect(taken.statusCode).toBe(409);
    expect((await put(eve, `/api/v1/holidays/${first.id}`, body)).statusCode).toBe(403);
  });

  it('never edits or deletes a public holiday or one less than three days ahead', async () => {
    const [publicHoliday] = await db().select().from(holidays).where(eq(holidays.isCustom, false)).limit(1);
    const body = { name: 'X', typeId: 1, date: freeDay(60), comments: 'X' };
    const edit = await put(ada, `/api/v1/holidays/${publicHoliday!.id}`, { ...body, typeId: 2 });
    expect(edit.statusCode).toBe(422);
    expect(edit.json().error.message).toBe(HOLIDAY_MESSAGES.notChangeable);
    expect((await del(ada, `/api/v1/holidays/${publicHoliday!.id}`)).statusCode).toBe(422);

    const tomorrow = addDays(today(), 1);
    await db()
      .delete(holidays)
      .where(and(eq(holidays.location, 2), eq(holidays.date, tomorrow)));
    const [soon] = await db()
      .insert(holidays)
      .values({ location: 2, date: tomorrow, name: 'Soon', typeId: 2, comments: 'Soon', isCustom: true })
      .returning();
    expect((await del(ada, `/api/v1/holidays/${soon!.id}`)).statusCode).toBe(422);
    const listed = (await ada.get('/api/v1/holidays?location=2&search=Soon')).json<HolidayListResponse>();
    expect(listed.items[0]?.abilities).toEqual({ edit: false, delete: false });
  });

  it('deletes a custom future holiday; a missing one is 404', async () => {
    const made = (await ada.post('/api/v1/holidays', validHoliday({ date: freeDay(70) }))).json<Holiday>();
    expect((await del(eve, `/api/v1/holidays/${made.id}`)).statusCode).toBe(403);
    expect((await del(ada, `/api/v1/holidays/${made.id}`)).statusCode).toBe(204);
    expect((await del(ada, `/api/v1/holidays/${made.id}`)).statusCode).toBe(404);
    const { location: _location, ...body } = validHoliday();
    expect((await put(ada, '/api/v1/holidays/999999', body)).statusCode).toBe(404);
  });
});
