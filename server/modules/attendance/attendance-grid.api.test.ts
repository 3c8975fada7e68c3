import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AttendanceGrid, GridRow } from '../../../shared/schemas/attendance.schema.ts';
import { attendanceRecords, holidays, leaveApplications, users } from '../../db/schema.ts';
import { createUser } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { VIEW_AS_HEADER } from '../users/users.queries.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { GRID_RANGE_TOO_LONG } from './attendance-grid.service.ts';

/**
 *   Sam ── Mona ── Leo ── Eve
 *       │       │      └─ Ivy (deactivated)
 *       │       └─ Lena
 *       └─ Pete ── Quinn
 *               └─ Zoe 01 … Zoe 12
 *   Ada (Admin)
 *
 * The organisation's today is Wednesday 18 November 2026 (Asia/Kolkata). November 2026 starts on
 * a Sunday: its weekends are the 1st, 7–8, 14–15, 21–22 and 28–29.
 */
const NOW = '2026-11-18T06:30:00Z';
const TODAY = '2026-11-18';
const NOVEMBER = 'year=2026&month=11';

let t: TestApp;
let org: Org;
let leo: TestClient;
let mona: TestClient;
let pete: TestClient;
let sam: TestClient;
let eveRecordId: number;
const db = () => t.testDb.database.db;

async function checkIn(userId: string, workDate: string): Promise<number> {
  const [row] = await db()
    .insert(attendanceRecords)
    .values({
      userId,
      workDate,
      checkInAt: new Date(`${workDate}T04:00:00Z`),
      checkInLatitude: 18.52,
      checkInLongitude: 73.85,
      photoKey: `attendance/${userId}-${workDate}.jpg`,
    })
    .returning({ id: attendanceRecords.id });
  return row!.id;
}

type LeaveState = 'approved' | 'pending' | 'rejected';

async function leave(
  userId: string,
  typeId: number,
  fromDate: string,
  toDate: string,
  state: LeaveState = 'approved',
  halfDay: 'first' | 'second' | null = null,
) {
  await db()
    .insert(leaveApplications)
    .values({
      userId,
      typeId,
      fromDate,
      toDate,
      halfDay,
      duration: 1,
      reason: 'Grid test',
      approvedAt: state === 'approved' ? new Date(NOW) : null,
      rejectedAt: state === 'rejected' ? new Date(NOW) : null,
    });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advanceMinutes((Date.parse(NOW) - t.clock.now().getTime()) / 60_000);
  org = await createOrg(db());
  const mk = (firstName: string, managerId: string, active = true) =>
    createUser(db(), { firstName, lastName: 'Test', managerId, active });
  await mk('Ivy', org.lead.id, false);
  for (let i = 1; i <= 12; i++) await mk(`Zoe ${String(i).padStart(2, '0')}`, org.peer.id);
  // Leo keeps the US calendar; everyone else the organisation's (India).
  await db().update(users).set({ holidayLocation: 2 }).where(eq(users.id, org.lead.id));
  await db()
    .insert(holidays)
    .values([
      { location: 1, date: '2026-11-11', name: 'Grid holiday', typeId: 2, isCustom: true },
      { location: 1, date: '2026-11-21', name: 'Weekend holiday', typeId: 2, isCustom: true },
      { location: 1, date: '2026-11-26', name: 'Coming holiday', typeId: 2, isCustom: true },
      { location: 2, date: '2026-11-05', name: 'US grid holiday', typeId: 2, isCustom: true },
    ]);

  const eve = org.employee.id;
  eveRecordId = await checkIn(eve, '2026-11-02');
  await leave(eve, 1, '2026-11-03', '2026-11-03');
  await leave(eve, 2, '2026-11-06', '2026-11-09');
  await leave(eve, 3, '2026-11-10', '2026-11-10', 'approved', 'first');
  await leave(eve, 7, '2026-11-11', '2026-11-11');
  await leave(eve, 4, '2026-11-19', '2026-11-19');
  await leave(eve, 9, '2026-11-12', '2026-11-12', 'pending');
  await leave(eve, 9, '2026-11-13', '2026-11-13', 'rejected');
  await checkIn(eve, '2026-10-30');
  await checkIn(org.lead.id, TODAY);

  leo = await signIn(t, org.lead);
  mona = await signIn(t, org.manager);
  pete = await signIn(t, org.peer);
  sam = await signIn(t, org.superAdmin);
});
afterAll(async () => {
  await t.close();
});

async function grid(client: TestClient, query: string, headers: Record<string, string> = {}) {
  const res = await client.request({ method: 'GET', url: `/api/v1/attendance/grid?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AttendanceGrid>();
}

/** A row's category and record id on each listed day. */
function onDays(body: AttendanceGrid, row: GridRow, dates: string[]) {
  return Object.fromEntries(
    dates.map((date) => {
      const i = body.days.findIndex((d) => d.date === date);
      expect(i, date).toBeGreaterThanOrEqual(0);
      return [date, row.cells[i]];
    }),
  );
}

const rowOf = (body: AttendanceGrid, name: string) => {
  const row = body.rows.find((r) => r.name === name);
  expect(row, `${name} in ${body.rows.map((r) => r.name).join(', ')}`).toBeDefined();
  return row!;
};

describe('the attendance grid of a month', () => {
  it('shows a manager the month of themself and their report, by name, with today', async () => {
    const body = await grid(leo, NOVEMBER);
    expect(body.today).toBe(TODAY);
    expect(body.days).toHaveLength(30);
    expect(body.days[0]).toEqual({ date: '2026-11-01', weekday: 0 });
    expect(body.days.at(-1)).toEqual({ date: '2026-11-30', weekday: 1 });
    expect(body.rows.map((r) => r.name)).toEqual(['Eve Test', 'Leo Test']);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    for (const row of body.rows) {
      expect(row.cells).toHaveLength(30);
      expect(row.recordIds).toHaveLength(30);
    }
  });

  it('has every day of the month asked for, whatever its length', async () => {
    for (const [query, count, last] of [
      ['year=2028&month=2', 29, '2028-02-29'],
      ['year=2027&month=2', 28, '2027-02-28'],
      ['year=2026&month=12', 31, '2026-12-31'],
      ['year=2027&month=1', 31, '2027-01-31'],
    ] as const) {
      const body = await grid(leo, query);
      expect(body.days, query).toHaveLength(count);
      expect(body.days[0]!.date.slice(8), query).toBe('01');
      expect(body.days.at(-1)!.date, query).toBe(last);
    }
  });

  it('gives each of the report’s days its category, by the priority of spec 002 §4', async () => {
    const body = await grid(leo, NOVEMBER);
    expect(
      onDays(body, rowOf(body, 'Eve Test'), [
        '2026-11-01', // Sunday
        '2026-11-02', // checked in
        '2026-11-03', // approved sick leave
        '2026-11-05', // a holiday of the US calendar, not Eve's
        '2026-11-06', // Friday of a personal leave up to Monday
        '2026-11-07', // its Saturday
        '2026-11-08', // its Sunday
        '2026-11-09', // its Monday
        '2026-11-10', // approved work from home, the first half of the day
        '2026-11-11', // a holiday of Eve's calendar, with a compensatory leave on it
        '2026-11-12', // a pending leave
        '2026-11-13', // a rejected leave
        '2026-11-16', // nothing
        TODAY, // nothing yet today
        '2026-11-19', // approved optional leave tomorrow
        '2026-11-20', // nothing, after today
        '2026-11-21', // a Saturday holiday after today
        '2026-11-26', // a holiday after today
      ]),
    ).toEqual({
      '2026-11-01': 'weekend',
      '2026-11-02': 'present',
      '2026-11-03': 'sick',
      '2026-11-05': 'absent',
      '2026-11-06': 'personal',
      '2026-11-07': 'weekend',
      '2026-11-08': 'weekend',
      '2026-11-09': 'personal',
      '2026-11-10': 'workFromHome',
      '2026-11-11': 'publicHoliday',
      '2026-11-12': 'absent',
      '2026-11-13': 'absent',
      '2026-11-16': 'absent',
      [TODAY]: 'absent',
      '2026-11-19': 'optional',
      '2026-11-20': 'upcoming',
      '2026-11-21': 'upcoming',
      '2026-11-26': 'upcoming',
    });
  });

  it('gives the viewer their own days, on their own holiday calendar, and the record of a check-in', async () => {
    const body = await grid(leo, NOVEMBER);
    const leoRow = rowOf(body, 'Leo Test');
    expect(onDays(body, leoRow, ['2026-11-05', '2026-11-11', TODAY])).toEqual({
      '2026-11-05': 'publicHoliday',
      '2026-11-11': 'absent',
      [TODAY]: 'present',
    });
    const eveRow = rowOf(body, 'Eve Test');
    expect(eveRow.recordIds[1]).toBe(eveRecordId);
    expect(eveRow.recordIds.filter((id) => id !== null)).toEqual([eveRecordId]);
    expect(leoRow.recordIds[17]).toEqual(expect.any(Number));
  });

  it('never lists a peer, someone above, an outsider or a deactivated person', async () => {
    const names = (await grid(leo, `${NOVEMBER}&pageSize=100`)).rows.map((r) => r.name);
    for (const name of ['Pete Test', 'Quinn Test', 'Mona Test', 'Sam Test', 'Ada Test', 'Ivy Test'])
      expect(names).not.toContain(name);
    const monaNames = (await grid(mona, `${NOVEMBER}&pageSize=100`)).rows.map((r) => r.name);
    expect(monaNames).toEqual(['Eve Test', 'Lena Test', 'Leo Test', 'Mona Test']);
  });

  it('shows an Admin everyone’s categories but opens only the days of the people below them', async () => {
    const ada = await signIn(t, org.admin);
    const eveRow = rowOf(await grid(ada, `${NOVEMBER}&pageSize=100`), 'Eve Test');
    expect(eveRow.cells[1]).toBe('present');
    expect(eveRow.recordIds.every((id) => id === null)).toBe(true);
    const samsEve = rowOf(await grid(sam, `${NOVEMBER}&pageSize=100`), 'Eve Test');
    expect(samsEve.recordIds[1]).toBe(eveRecordId);
    expect((await ada.get(`/api/v1/attendance/records/${eveRecordId}`)).statusCode).toBe(404);
  });

  it('lists everyone active to a Super admin', async () => {
    const body = await grid(sam, `${NOVEMBER}&pageSize=100`);
    expect(body.total).toBe(20);
    expect(body.rows.map((r) => r.name)).toContain('Zoe 12 Test');
    expect(body.rows.map((r) => r.name)).not.toContain('Ivy Test');
  });

  it('shows the hierarchy of the person chosen in the hierarchy selector, and no one outside the caller’s', async () => {
    const asLeo = await grid(mona, NOVEMBER, { [VIEW_AS_HEADER]: org.lead.id });
    expect(asLeo.rows.map((r) => r.name)).toEqual(['Eve Test', 'Leo Test']);
    const outside = await leo.request({
      method: 'GET',
      url: `/api/v1/attendance/grid?${NOVEMBER}`,
      headers: { [VIEW_AS_HEADER]: org.peer.id },
    });
    expect(outside.statusCode).toBe(404);
    expect(outside.json().error.message).toBe('This person is not in your team.');
  });

  it('lists only people with an approved leave of the chosen type on a day shown', async () => {
    const sick = await grid(mona, `${NOVEMBER}&typeId=1`);
    expect(sick.rows.map((r) => r.name)).toEqual(['Eve Test']);
    expect(sick.total).toBe(1);
    // Eve's bereavement leaves are pending and rejected: nobody has an approved one.
    expect(await grid(mona, `${NOVEMBER}&typeId=9`)).toMatchObject({ rows: [], total: 0 });
    // Her sick day lies outside this range.
    expect(await grid(mona, `${NOVEMBER}&typeId=1&from=2026-11-04&to=2026-11-30`)).toMatchObject({
      rows: [],
      total: 0,
    });
    // A personal leave that started before the range still counts on the days shown.
    const personal = await grid(mona, `${NOVEMBER}&typeId=2&from=2026-11-09&to=2026-11-12`);
    expect(personal.rows.map((r) => r.name)).toEqual(['Eve Test']);
    expect(personal.rows[0]!.cells).toEqual(['personal', 'workFromHome', 'publicHoliday', 'absent']);
  });

  it('finds people by name, whatever the case, and takes the search literally', async () => {
    expect((await grid(mona, `${NOVEMBER}&search=eve`)).rows.map((r) => r.name)).toEqual(['Eve Test']);
    expect((await grid(mona, `${NOVEMBER}&search=LEO%20TEST`)).rows.map((r) => r.name)).toEqual(['Leo Test']);
    expect(await grid(mona, `${NOVEMBER}&search=%25`)).toMatchObject({ rows: [], total: 0 });
    expect((await grid(mona, `${NOVEMBER}&search=quinn`)).rows).toEqual([]);
  });

  it('pages the people, 10 to 100 at a time', async () => {
    const first = await grid(pete, NOVEMBER);
    expect(first.total).toBe(14);
    expect(first.rows.map((r) => r.name)).toEqual([
      'Pete Test',
      'Quinn Test',
      ...Array.from({ length: 8 }, (_, i) => `Zoe ${String(i + 1).padStart(2, '0')} Test`),
    ]);
    const second = await grid(pete, `${NOVEMBER}&page=2`);
    expect(second.rows.map((r) => r.name)).toEqual([
      'Zoe 09 Test',
      'Zoe 10 Test',
      'Zoe 11 Test',
      'Zoe 12 Test',
    ]);
    expect(second).toMatchObject({ total: 14, page: 2, pageSize: 10 });
    expect(await grid(pete, `${NOVEMBER}&page=3`)).toMatchObject({ rows: [], total: 14, page: 3 });
    const all = await grid(pete, `${NOVEMBER}&pageSize=25`);
    expect(all.rows).toHaveLength(14);
  });
});

describe("a person's month on their page (GET /users/{id}/attendance-month)", () => {
  const month = (client: TestClient, userId: string) =>
    client.get(`/api/v1/users/${userId}/attendance-month`);

  it('is their row of this month’s grid, as the caller’s own grid shows it', async () => {
    const res = await month(mona, org.employee.id);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<AttendanceGrid>();
    const gridRow = rowOf(await grid(mona, `${NOVEMBER}&pageSize=100`), 'Eve Test');
    expect(body.rows).toEqual([gridRow]);
    expect(body.days.map((d) => d.date)).toEqual((await grid(mona, NOVEMBER)).days.map((d) => d.date));
    expect(body.today).toBe(TODAY);
    expect(body.rows[0]!.recordIds[1]).toBe(eveRecordId);
  });

  it('shows an Admin the categories without the records, and nobody outside the team', async () => {
    const ada = await signIn(t, org.admin);
    const adaRow = (await month(ada, org.employee.id)).json<AttendanceGrid>().rows[0]!;
    expect(adaRow.cells[1]).toBe('present');
    expect(adaRow.recordIds.every((id) => id === null)).toBe(true);
    expect((await month(pete, org.employee.id)).statusCode).toBe(404);
    expect((await month(leo, org.manager.id)).statusCode).toBe(404);
    // Someone no longer active has no row.
    const [ivy] = await db().select({ id: users.id }).from(users).where(eq(users.firstName, 'Ivy'));
    const inactive = (await month(leo, ivy!.id)).json<AttendanceGrid>();
    expect(inactive.rows).toEqual([]);
  });
});

describe('a date range instead of the month', () => {
  it('shows the days of the range across months: past months without absent days', async () => {
    const body = await grid(leo, `${NOVEMBER}&from=2026-10-30&to=2026-11-02`);
    expect(body.days).toEqual([
      { date: '2026-10-30', weekday: 5 },
      { date: '2026-10-31', weekday: 6 },
      { date: '2026-11-01', weekday: 0 },
      { date: '2026-11-02', weekday: 1 },
    ]);
    expect(rowOf(body, 'Eve Test').cells).toEqual(['present', 'weekend', 'weekend', 'present']);
    expect(rowOf(body, 'Leo Test').cells).toEqual(['none', 'weekend', 'weekend', 'absent']);
  });

  it('shows the month after this one without upcoming days, its weekends and holidays shown', async () => {
    const body = await grid(leo, `${NOVEMBER}&from=2026-11-29&to=2026-12-05`);
    expect(rowOf(body, 'Eve Test').cells).toEqual([
      'upcoming', // Sunday 29 November, after today
      'upcoming',
      'none', // Tuesday 1 December
      'none',
      'none',
      'none',
      'weekend', // Saturday 5 December
    ]);
  });

  it('takes a range of 62 days', async () => {
    const body = await grid(leo, `${NOVEMBER}&from=2026-10-01&to=2026-12-01`);
    expect(body.days).toHaveLength(62);
    // Eve's check-ins on its 30th and 33rd days, and Leo's today, its 49th.
    const eve = rowOf(body, 'Eve Test');
    expect(onDays(body, eve, ['2026-10-30', '2026-11-02', '2026-12-01'])).toEqual({
      '2026-10-30': 'present',
      '2026-11-02': 'present',
      '2026-12-01': 'none',
    });
    expect(eve.recordIds[32]).toBe(eveRecordId);
    expect(eve.recordIds.filter((id) => id !== null)).toHaveLength(2);
    expect(rowOf(body, 'Leo Test').cells[48]).toBe('present');
  });
});

describe('bad input', () => {
  it.each([
    ['year=2026&month=13', 'month'],
    ['year=2026', 'month'],
    ['year=1999&month=1', 'year'],
    [`${NOVEMBER}&from=2026-11-01`, 'to'],
    [`${NOVEMBER}&to=2026-11-01`, 'to'],
    [`${NOVEMBER}&from=2026-11-05&to=2026-11-04`, 'to'],
    [`${NOVEMBER}&from=5/11/2026&to=2026-11-30`, 'from'],
    [`${NOVEMBER}&pageSize=20`, 'pageSize'],
    [`${NOVEMBER}&page=0`, 'page'],
    [`${NOVEMBER}&typeId=10`, 'typeId'],
    [`${NOVEMBER}&search=${'x'.repeat(101)}`, 'search'],
    [`${NOVEMBER}&search=a%00b`, 'search'],
    [`${NOVEMBER}&colour=red`, ''],
  ])('refuses %s (422 under "%s")', async (query, path) => {
    for (const url of [`/api/v1/attendance/grid?${query}`, `/api/v1/attendance/grid/export?${query}`]) {
      const res = await leo.get(url);
      expect(res.statusCode, url).toBe(422);
      const details: Array<{ path: string }> = res.json().error.details;
      if (path) expect(details.map((d) => d.path)).toContain(path);
    }
  });

  it('says which field is wrong in words', async () => {
    const res = await leo.get(`/api/v1/attendance/grid?${NOVEMBER}&from=2026-11-01`);
    expect(res.json().error.details).toContainEqual({
      path: 'to',
      message: 'Choose both dates of the range.',
    });
  });

  it('refuses a range of more than 62 days under "to"', async () => {
    for (const url of [
      `/api/v1/attendance/grid?${NOVEMBER}&from=2026-10-01&to=2026-12-02`,
      `/api/v1/attendance/grid/export?${NOVEMBER}&from=2026-01-01&to=2026-12-31`,
    ]) {
      const res = await leo.get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json().error.details).toEqual([{ path: 'to', message: GRID_RANGE_TOO_LONG }]);
    }
    expect(GRID_RANGE_TOO_LONG).toBe('The range must not exceed 62 days.');
  });

  it('asks to sign in first', async () => {
    const anonymous = new TestClient(t.app);
    for (const url of [`/api/v1/attendance/grid?${NOVEMBER}`, `/api/v1/attendance/grid/export?${NOVEMBER}`]) {
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
    }
  });
});

describe('Attendance-list.csv', () => {
  const BOM = '\uFEFF';

  async function exported(client: TestClient, query: string, headers: Record<string, string> = {}) {
    const res = await client.request({
      method: 'GET',
      url: `/api/v1/attendance/grid/export?${query}`,
      headers,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  }

  it('downloads the filtered grid as a CSV file named Attendance-list.csv', async () => {
    const res = await exported(leo, NOVEMBER);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Attendance-list.csv');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body.startsWith(BOM)).toBe(true);
    const lines = res.body.slice(BOM.length).split('\r\n');
    expect(lines.at(-1)).toBe('');
    expect(lines).toHaveLength(4);
    const header = lines[0]!.split(',');
    expect(header).toHaveLength(31);
    expect(header.slice(0, 3)).toEqual(['"Employee name"', '"01-11-2026"', '"02-11-2026"']);
    expect(header.at(-1)).toBe('"30-11-2026"');
    const eve = lines[1]!.split(',');
    expect(eve.slice(0, 5)).toEqual(['"Eve Test"', '"Weekend"', '"Present"', '"Sick leave"', '"Absent"']);
    expect(eve[11]).toBe('"Public holiday"');
    expect(eve.at(-1)).toBe('"Upcoming day"');
    expect(lines[2]!.startsWith('"Leo Test",')).toBe(true);
  });

  it('leaves a day with nothing to show empty, rather than a dash the formula guard would mark', async () => {
    const res = await exported(leo, `${NOVEMBER}&from=2026-10-30&to=2026-11-02`);
    const lines = res.body.slice(BOM.length).split('\r\n');
    expect(lines[0]).toBe('"Employee name","30-10-2026","31-10-2026","01-11-2026","02-11-2026"');
    expect(lines[1]).toBe('"Eve Test","Present","Weekend","Weekend","Present"');
    expect(lines[2]).toBe('"Leo Test","","Weekend","Weekend","Absent"');
  });

  it('holds every row of the filter, whatever the page, and only the caller’s hierarchy', async () => {
    const res = await exported(pete, `${NOVEMBER}&page=2&pageSize=10`);
    const names = res.body
      .slice(BOM.length)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[0]);
    expect(names).toHaveLength(14);
    expect(names.slice(0, 3)).toEqual(['"Pete Test"', '"Quinn Test"', '"Zoe 01 Test"']);
    const searched = await exported(mona, `${NOVEMBER}&search=lena`, { [VIEW_AS_HEADER]: org.lead.id });
    expect(searched.body.slice(BOM.length).split('\r\n')).toHaveLength(2);
  });
});

describe('the API document', () => {
  it('lists the grid and its export with their query', async () => {
    const doc = (await t.app.inject({ url: '/api/docs/json' })).json();
    for (const path of ['/api/v1/attendance/grid/', '/api/v1/attendance/grid/export']) {
      const names = (doc.paths[path]?.get?.parameters ?? []).map((p: { name: string }) => p.name);
      expect(names, path).toEqual(
        expect.arrayContaining(['year', 'month', 'from', 'to', 'typeId', 'search']),
      );
    }
  });
});

describe('cost', () => {
  it('a page of 100 costs at most two round trips to the database, the session check included', async () => {
    const url = `/api/v1/attendance/grid?${NOVEMBER}&pageSize=100`;
    expect((await sam.get(url)).statusCode).toBe(200);
    const before = t.testDb.database.statementCount();
    const res = await sam.get(url);
    expect(res.statusCode).toBe(200);
    // Its people (with their total), then their check-ins, leave and holidays; the session is kept.
    expect(t.testDb.database.statementCount() - before).toBeLessThanOrEqual(2);
  });
});
