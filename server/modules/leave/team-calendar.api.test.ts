/**
 * The team calendar (issue 31, item 5): who of the people at or below the person viewed is off
 * when, a month or a week at a time, within the caller's scope like every list (the hierarchy
 * selector narrows it; someone outside it answers 404), with approved and pending leave, half
 * days and each person's own public holidays; bad input answers 422 with the field's message.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, monthStart } from '../../../shared/rules/dates.ts';
import type { TeamCalendar } from '../../../shared/schemas/team-calendar.schema.ts';
import { holidays, leaveApplications, users } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { VIEW_AS_HEADER } from '../users/users.queries.ts';
import { today } from './leave-test-kit.ts';

let t: TestApp;
let org: Org;
const db = () => t.testDb.database.db;
/** A month well ahead, so that its undecided requests are pending. */
const month = monthStart(addDays(today(), 70));
const day = (n: number) => addDays(month, n - 1);
const past = addDays(today(), -40);
let ids: Record<string, number>;

async function calendar(client: TestClient, query: string, headers: Record<string, string> = {}) {
  const res = await client.request({ method: 'GET', url: `/api/v1/leaves/team-calendar?${query}`, headers });
  return { status: res.statusCode, body: res.statusCode === 200 ? res.json<TeamCalendar>() : res.json() };
}

const names = (body: TeamCalendar) => body.rows.map((row) => row.fullName);

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  // Leo follows another holiday calendar than the organisation's.
  await db().update(users).set({ holidayLocation: 2 }).where(eq(users.id, org.lead.id));
  // Lena shows her birthday, on the 20th of the month; Quinn (Pete's team) too.
  await db()
    .update(users)
    .set({ birthday: day(20).slice(5) })
    .where(inArray(users.id, [org.lead2.id, org.peerReport.id]));
  await db()
    .insert(holidays)
    .values([
      { location: 1, date: day(5), name: 'Founders day', typeId: 2, isCustom: true },
      { location: 2, date: day(8), name: 'Harvest day', typeId: 2, isCustom: true },
    ]);
  const leave = (
    userId: string,
    values: Partial<typeof leaveApplications.$inferInsert> & { fromDate: string; toDate: string },
  ) => ({ userId, typeId: 1, duration: 1, reason: 'Away', ...values });
  const rows = await db()
    .insert(leaveApplications)
    .values([
      leave(org.employee.id, { fromDate: day(2), toDate: day(4), duration: 3, approvedAt: new Date() }),
      leave(org.employee.id, {
        fromDate: day(10),
        toDate: day(10),
        halfDay: 'first',
        duration: 0.5,
        typeId: 2,
      }),
      leave(org.lead.id, { fromDate: day(6), toDate: day(7), duration: 2, typeId: 2 }),
      leave(org.lead2.id, { fromDate: day(3), toDate: day(3), rejectedAt: new Date() }),
      leave(org.peerReport.id, { fromDate: day(3), toDate: day(3), approvedAt: new Date() }),
      // Undecided and over: expired, not on the calendar.
      leave(org.lead.id, { fromDate: past, toDate: past }),
      // Approved over the month's end: on both months, whole.
      leave(org.manager.id, {
        fromDate: day(28),
        toDate: addDays(day(28), 7),
        duration: 6,
        approvedAt: new Date(),
      }),
    ])
    .returning({ id: leaveApplications.id });
  ids = { eveSick: rows[0]!.id, eveHalf: rows[1]!.id, leoPending: rows[2]!.id, monaLong: rows[6]!.id };
});

afterAll(async () => {
  await t?.close();
});

describe('the team calendar (GET /leaves/team-calendar)', () => {
  it('shows a manager who of their team is off in the month, approved and pending, with their holidays', async () => {
    const mona = await signInAs(t, org.manager);
    const { status, body } = await calendar(mona, `date=${day(15)}`);
    expect(status).toBe(200);
    const cal = body as TeamCalendar;
    expect(cal.from).toBe(month);
    expect(cal.to.slice(0, 7)).toBe(month.slice(0, 7));
    expect(addDays(cal.to, 1).slice(8)).toBe('01');
    // Lena's leave was rejected, but she shows her birthday; Quinn is not Mona's.
    expect(names(cal)).toEqual(['Eve Test', 'Lena Test', 'Leo Test', 'Mona Test']);
    expect(cal.total).toBe(4);
    const [eve, lena, leo, mona2] = cal.rows;
    expect(lena).toMatchObject({ leaves: [], birthday: day(20) });
    expect(eve!.birthday).toBeNull();
    expect(eve!.leaves).toEqual([
      {
        id: ids.eveSick,
        typeId: 1,
        fromDate: day(2),
        toDate: day(4),
        halfDay: null,
        duration: 3,
        status: 'Approved',
      },
      {
        id: ids.eveHalf,
        typeId: 2,
        fromDate: day(10),
        toDate: day(10),
        halfDay: 'first',
        duration: 0.5,
        status: 'Pending',
      },
    ]);
    expect(leo!.leaves.map((l) => [l.id, l.status])).toEqual([[ids.leoPending, 'Pending']]);
    // Each person's own holiday calendar: the organisation's for Eve, another one for Leo.
    expect(eve!.holidays).toEqual([{ date: day(5), name: 'Founders day' }]);
    expect(leo!.holidays).toEqual([{ date: day(8), name: 'Harvest day' }]);
    // A leave running into the next month is sent whole; the calendar clips the bar.
    expect(mona2!.leaves[0]).toMatchObject({ id: ids.monaLong, toDate: addDays(day(28), 7) });
  });

  it('shows a week from Monday, everyone on request, only some leave types, a page at a time', async () => {
    const mona = await signInAs(t, org.manager);
    const week = (await calendar(mona, `view=week&date=${day(3)}`)).body as TeamCalendar;
    expect(new Date(`${week.from}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(addDays(week.from, 6)).toBe(week.to);
    const everyone = (await calendar(mona, `date=${day(15)}&everyone=true`)).body as TeamCalendar;
    expect(names(everyone)).toEqual(['Eve Test', 'Lena Test', 'Leo Test', 'Mona Test']);
    expect(everyone.rows[1]!.leaves).toEqual([]);
    // Narrowed to a leave type, the calendar lists those with such leave, not the birthdays.
    const personal = (await calendar(mona, `date=${day(15)}&types=2`)).body as TeamCalendar;
    expect(names(personal)).toEqual(['Eve Test', 'Leo Test']);
    expect(personal.rows[0]!.leaves.map((l) => l.id)).toEqual([ids.eveHalf]);
    const paged = (await calendar(mona, `date=${day(15)}&pageSize=10&page=2`)).body as TeamCalendar;
    expect(paged).toMatchObject({ rows: [], total: 4, page: 2 });
    // An undecided request whose days are over has expired: not shown.
    const before = (await calendar(mona, `date=${past}`)).body as TeamCalendar;
    expect(names(before)).not.toContain('Leo Test');
  });

  it('keeps to the caller’s scope and the hierarchy selector', async () => {
    const eve = await signInAs(t, org.employee);
    const pete = await signInAs(t, org.peer);
    const sam = await signInAs(t, org.superAdmin);
    const mona = await signInAs(t, org.manager);
    expect(names((await calendar(eve, `date=${day(15)}`)).body as TeamCalendar)).toEqual(['Eve Test']);
    expect(names((await calendar(pete, `date=${day(15)}`)).body as TeamCalendar)).toEqual(['Quinn Test']);
    expect(names((await calendar(sam, `date=${day(15)}`)).body as TeamCalendar)).toEqual([
      'Eve Test',
      'Lena Test',
      'Leo Test',
      'Mona Test',
      'Quinn Test',
    ]);
    const asLeo = await calendar(mona, `date=${day(15)}`, { [VIEW_AS_HEADER]: org.lead.id });
    expect(names(asLeo.body as TeamCalendar)).toEqual(['Eve Test', 'Leo Test']);
    expect((await calendar(mona, `date=${day(15)}`, { [VIEW_AS_HEADER]: org.peer.id })).status).toBe(404);
    expect((await new TestClient(t.app).get('/api/v1/leaves/team-calendar')).statusCode).toBe(401);
  });

  it('answers bad input with the field’s message', async () => {
    const mona = await signInAs(t, org.manager);
    for (const [query, path, message] of [
      ['view=year', 'view', 'View must be month or week.'],
      ['date=2026-13-40', 'date', 'Date must be a date.'],
      ['date=9999-12-31', 'date', 'Choose a date between 2000 and 2100.'],
      ['types=12', 'types.0', 'Choose a leave type from the list.'],
      ['pageSize=7', 'pageSize', 'Page size must be 10, 25, 50 or 100.'],
    ] as const) {
      const { status, body } = await calendar(mona, query);
      expect(status, query).toBe(422);
      expect((body as { error: { details: unknown[] } }).error.details, query).toContainEqual({
        path,
        message,
      });
    }
  });
});
