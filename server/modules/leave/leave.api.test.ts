import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, yearOf } from '../../../shared/rules/dates.ts';
import { LEAVE_MESSAGES } from '../../../shared/rules/leave.ts';
import type { Leave, LeaveListResponse, LeavePlanner } from '../../../shared/schemas/leave.schema.ts';
import { leaveLedger, mailOutbox, users } from '../../db/schema.ts';
import { holidayCalendarJob } from '../../jobs/holiday-calendar.job.ts';
import { createUser } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { createDefaultAllocation } from './leave-ledger.repository.ts';
import { balanceOf, del, leaveBody, put, today, workingDays } from './leave-test-kit.ts';

/**
 *   Sam ── Mona ── Leo ── Eve
 *       │       └─ Lena
 *       └─ Pete ── Quinn
 *   Ada (Admin)
 */
let t: TestApp;
let org: Org;
let eve: TestClient;
let leo: TestClient;
let mona: TestClient;
let pete: TestClient;
let ada: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  for (const person of Object.values(org)) {
    if (typeof person === 'object' && 'email' in person)
      await createDefaultAllocation(db(), { userId: person.id, gender: null, maritalStatus: null });
  }
  await holidayCalendarJob({ db: db() }).run({ period: new Date() });
  eve = await signIn(t, org.employee);
  leo = await signIn(t, org.lead);
  mona = await signIn(t, org.manager);
  pete = await signIn(t, org.peer);
  ada = await signIn(t, org.admin);
});
afterAll(async () => {
  await t.close();
});

async function apply(client: TestClient, overrides: Record<string, unknown>) {
  return client.post('/api/v1/leaves', leaveBody(overrides));
}

describe('applying for leave', () => {
  it('stores a pending leave with its working-day duration and tells the manager', async () => {
    // A Friday and the Monday after, both working days: the weekend between does not count.
    const days = await workingDays(db(), 14, 15);
    const friday = days.find((d, i) => days[i + 1] === addDays(d, 3))!;
    const res = await apply(eve, {
      fromDate: friday,
      toDate: addDays(friday, 3),
      reason: '  Family visit  ',
    });
    expect(res.statusCode, res.body).toBe(201);
    const leave = res.json<Leave>();
    expect(leave).toMatchObject({
      duration: 2,
      typeName: 'Sick leave',
      status: 'Pending',
      reason: 'Family visit',
      employee: { id: org.employee.id, fullName: 'Eve Test' },
      abilities: { edit: true, delete: true, approve: false, reject: false, cancel: false },
    });
    await t.drainEvents();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, org.lead.email), eq(mailOutbox.kind, 'leave_requested')));
    expect(mails.at(-1)?.subject).toBe('Eve Test applied for leave');
    await del(eve, `/api/v1/leaves/${leave.id}`);
  });

  it.each([
    [{ typeId: undefined }, 'typeId', LEAVE_MESSAGES.typeRequired],
    [{ typeId: 42 }, 'typeId', LEAVE_MESSAGES.typeRequired],
    [{ fromDate: undefined }, 'fromDate', LEAVE_MESSAGES.fromRequired],
    [{ toDate: '' }, 'toDate', LEAVE_MESSAGES.toRequired],
    [{ reason: '' }, 'reason', LEAVE_MESSAGES.reasonRequired],
    [{ reason: '   ' }, 'reason', LEAVE_MESSAGES.reasonRequired],
    [{ reason: 'x'.repeat(501) }, 'reason', LEAVE_MESSAGES.reasonTooLong],
  ])('refuses %o with its message', async (override, path, message) => {
    const [day] = await workingDays(db(), 10, 1);
    const res = await apply(eve, { fromDate: day, toDate: day, ...override });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('refuses dates the form would not let anyone pick', async () => {
    const [a, b] = await workingDays(db(), 10, 2);
    const year = yearOf(today()) + 1;
    let saturday = addDays(today(), 7);
    while (new Date(`${saturday}T00:00:00Z`).getUTCDay() !== 6) saturday = addDays(saturday, 1);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ fromDate: b, toDate: a }, 'toDate', LEAVE_MESSAGES.toBeforeFrom],
      [{ fromDate: a, toDate: b, halfDay: 'first' }, 'halfDay', LEAVE_MESSAGES.halfDayOneDay],
      [{ fromDate: addDays(today(), -1), toDate: a }, 'fromDate', LEAVE_MESSAGES.fromInPast],
      [{ fromDate: saturday, toDate: addDays(saturday, 2) }, 'fromDate', LEAVE_MESSAGES.dayNotWorking],
      [{ fromDate: `${year}-01-20`, toDate: `${year}-01-26` }, 'toDate', LEAVE_MESSAGES.dayNotWorking],
      [
        { fromDate: `${year + 1}-01-05`, toDate: `${year + 1}-01-05` },
        'toDate',
        LEAVE_MESSAGES.tooFarAhead(`31-12-${year}`),
      ],
      [{ typeId: 8, fromDate: a, toDate: a }, 'typeId', LEAVE_MESSAGES.maternity],
    ];
    for (const [override, path, message] of cases) {
      const res = await apply(eve, override);
      expect(res.statusCode, JSON.stringify(override)).toBe(422);
      expect(res.json().error.details).toEqual([{ path, message }]);
    }
  });

  it('refuses fields that are not on the form (mass assignment)', async () => {
    const [day] = await workingDays(db(), 10, 1);
    for (const extra of ['duration', 'approvedAt', 'userId', 'days']) {
      const res = await apply(eve, { fromDate: day, toDate: day, [extra]: 100 });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.details).toContainEqual({ path: extra, message: `Unknown field: ${extra}.` });
    }
  });

  it('lets a married woman apply for maternity leave', async () => {
    await db()
      .update(users)
      .set({ gender: 'Female', maritalStatus: 'Married' })
      .where(eq(users.id, org.lead2.id));
    await ada.post(`/api/v1/users/${org.lead2.id}/leave-corrections`, {
      typeId: 8,
      days: 180,
      reason: 'Allocation',
    });
    const lena = await signIn(t, org.lead2);
    const [day] = await workingDays(db(), 20, 1);
    const res = await apply(lena, { typeId: 8, fromDate: day, toDate: day });
    expect(res.statusCode, res.body).toBe(201);
    expect((await lena.get('/api/v1/leaves/planner')).json<LeavePlanner>().maternityAllowed).toBe(true);
  });

  it('counts half days, lets the two halves of a day be taken apart, and refuses overlaps', async () => {
    const [day, next] = await workingDays(db(), 30, 2);
    const first = await apply(eve, { fromDate: day, toDate: day, halfDay: 'first' });
    expect(first.json<Leave>()).toMatchObject({ duration: 0.5, halfDay: 'first' });
    const second = await apply(eve, { fromDate: day, toDate: day, halfDay: 'second' });
    expect(second.statusCode, second.body).toBe(201);
    const whole = await apply(eve, { fromDate: day, toDate: next });
    expect(whole.json().error.details).toEqual([{ path: 'fromDate', message: LEAVE_MESSAGES.overlaps }]);
    const planner = (await eve.get('/api/v1/leaves/planner')).json<LeavePlanner>();
    expect(
      planner.covered
        .filter((c) => c.fromDate === day)
        .map((c) => c.halfDay)
        .sort(),
    ).toEqual(['first', 'second']);
    expect(planner.balances.find((b) => b.typeId === 1)).toMatchObject({ balance: 6, held: 1, available: 5 });
    for (const leave of [first, second]) await del(eve, `/api/v1/leaves/${leave.json<Leave>().id}`);
  });

  it('never lets pending requests together overdraw a balance', async () => {
    const days = await workingDays(db(), 40, 4);
    const three = await apply(eve, { typeId: 2, fromDate: days[0], toDate: days[2] });
    expect(three.statusCode, three.body).toBe(201);
    const [later] = await workingDays(db(), 60, 1);
    // Personal leave: 6 days, 3 held: a 4-day request is refused, naming what is left.
    const [f, , , l] = await workingDays(db(), 70, 4);
    const four = await apply(eve, { typeId: 2, fromDate: f, toDate: l });
    expect(four.json().error.details).toEqual([
      { path: 'duration', message: 'You have only 3 days of Personal leave available.' },
    ]);
    expect((await apply(eve, { typeId: 2, fromDate: later, toDate: later })).statusCode).toBe(201);
  });

  it('answers compensatory leave with the spec’s two messages', async () => {
    const [day] = await workingDays(db(), 10, 1);
    const none = await apply(eve, { typeId: 7, fromDate: day, toDate: day });
    expect(none.json().error.details).toEqual([
      { path: 'duration', message: "You don't have Compensatory leave" },
    ]);
    await ada.post(`/api/v1/users/${org.employee.id}/leave-corrections`, {
      typeId: 7,
      days: 1,
      reason: 'Worked a Sunday',
    });
    const [a, , c] = await workingDays(db(), 80, 3);
    const two = await apply(eve, { typeId: 7, fromDate: a, toDate: c });
    expect(two.json().error.details).toEqual([
      { path: 'duration', message: "you have a 1 Compensatory leave's only" },
    ]);
  });

  it('is refused when signed out', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/leaves' });
    expect(res.statusCode).toBe(401);
  });
});

describe('the leave list', () => {
  let leaveId: number;
  beforeAll(async () => {
    const [day] = await workingDays(db(), 90, 1);
    leaveId = (await apply(eve, { fromDate: day, toDate: day, reason: 'Dentist appointment' })).json<Leave>()
      .id;
  });

  it('shows the leaves of everyone below the viewer, and their own only when asked', async () => {
    const forLeo = (await leo.get('/api/v1/leaves?search=dentist')).json<LeaveListResponse>();
    expect(forLeo.items.map((l) => l.id)).toEqual([leaveId]);
    expect(forLeo.items[0]?.abilities).toMatchObject({ approve: true, reject: true, edit: false });
    const forMona = (await mona.get('/api/v1/leaves?search=dentist')).json<LeaveListResponse>();
    expect(forMona.total).toBe(1);
    expect((await pete.get('/api/v1/leaves?search=dentist')).json<LeaveListResponse>().total).toBe(0);
    expect((await leo.get('/api/v1/leaves?own=true&search=dentist')).json<LeaveListResponse>().total).toBe(0);
    expect((await eve.get('/api/v1/leaves?own=true&search=dentist')).json<LeaveListResponse>().total).toBe(1);
    expect((await ada.get('/api/v1/leaves?search=dentist')).json<LeaveListResponse>().total).toBe(1);
  });

  it('searches by employee name and leave type, and pages by 10/25/50/100', async () => {
    expect(
      (await leo.get('/api/v1/leaves?search=eve%20test')).json<LeaveListResponse>().total,
    ).toBeGreaterThan(0);
    expect((await leo.get('/api/v1/leaves?search=sick')).json<LeaveListResponse>().total).toBeGreaterThan(0);
    expect((await leo.get('/api/v1/leaves?pageSize=11')).statusCode).toBe(422);
    expect((await leo.get('/api/v1/leaves?search=' + 'x'.repeat(101))).json().error.details).toEqual([
      { path: 'search', message: 'Search must not exceed 100 characters.' },
    ]);
  });

  it('hides a leave outside the viewer’s subtree (404)', async () => {
    expect((await pete.get(`/api/v1/leaves/${leaveId}`)).statusCode).toBe(404);
    expect((await pete.post(`/api/v1/leaves/${leaveId}/approve`, {})).statusCode).toBe(404);
    expect((await pete.post(`/api/v1/leaves/${leaveId}/reject`, {})).statusCode).toBe(404);
    const [day] = await workingDays(db(), 95, 1);
    expect(
      (await put(pete, `/api/v1/leaves/${leaveId}`, leaveBody({ fromDate: day, toDate: day }))).statusCode,
    ).toBe(404);
    expect((await del(pete, `/api/v1/leaves/${leaveId}`)).statusCode).toBe(404);
  });
});

describe('approving and rejecting', () => {
  it('is never for the applicant (403)', async () => {
    const [day] = await workingDays(db(), 100, 1);
    const leave = (await apply(eve, { fromDate: day, toDate: day })).json<Leave>();
    const res = await eve.post(`/api/v1/leaves/${leave.id}/approve`, {});
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(LEAVE_MESSAGES.ownLeave);
    expect((await eve.post(`/api/v1/leaves/${leave.id}/reject`, {})).statusCode).toBe(403);
  });

  it('approves once: the balance moves once, the applicant is told, a second answer is 409', async () => {
    const before = await balanceOf(eve, org.employee.id, 3);
    const [a, b] = await workingDays(db(), 110, 2);
    const leave = (await apply(eve, { typeId: 3, fromDate: a, toDate: b })).json<Leave>();
    const approved = await mona.post(`/api/v1/leaves/${leave.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json<Leave>()).toMatchObject({
      status: 'Approved',
      decidedBy: { fullName: 'Mona Test' },
      abilities: { approve: false, reject: false, cancel: true },
    });
    expect(await balanceOf(eve, org.employee.id, 3)).toMatchObject({
      balance: before.balance - 2,
      held: before.held,
    });
    const again = await leo.post(`/api/v1/leaves/${leave.id}/reject`, {});
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(LEAVE_MESSAGES.notPending);
    await t.drainEvents();
    const mail = await db()
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, org.employee.email), eq(mailOutbox.kind, 'leave_decided')));
    expect(mail.at(-1)?.subject).toBe('Your leave was approved');
    // The applicant can no longer change it, only cancel it before it starts.
    expect(
      (await put(eve, `/api/v1/leaves/${leave.id}`, leaveBody({ fromDate: a, toDate: a }))).statusCode,
    ).toBe(409);
    expect((await del(eve, `/api/v1/leaves/${leave.id}`)).statusCode).toBe(409);
    const cancelled = await eve.post(`/api/v1/leaves/${leave.id}/cancel`, { note: 'Plans changed' });
    expect(cancelled.json<Leave>().status).toBe('Rejected');
    expect(await balanceOf(eve, org.employee.id, 3)).toMatchObject({ balance: before.balance });
    expect((await eve.post(`/api/v1/leaves/${leave.id}/cancel`, {})).statusCode).toBe(409);
  });

  it('rejects: the status reads Rejected and the balance does not move', async () => {
    const before = await balanceOf(eve, org.employee.id, 1);
    const [day] = await workingDays(db(), 120, 1);
    const leave = (await apply(eve, { fromDate: day, toDate: day })).json<Leave>();
    expect((await balanceOf(eve, org.employee.id, 1)).held).toBe(before.held + 1);
    const rejected = await leo.post(`/api/v1/leaves/${leave.id}/reject`, { note: 'Release week' });
    expect(rejected.json<Leave>().status).toBe('Rejected');
    expect(await balanceOf(eve, org.employee.id, 1)).toEqual(before);
  });

  it('lets exactly one of 50 simultaneous approvals through', async () => {
    const before = await balanceOf(eve, org.employee.id, 1);
    const [day] = await workingDays(db(), 130, 1);
    const leave = (await apply(eve, { fromDate: day, toDate: day })).json<Leave>();
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        (i % 2 ? mona : leo).post(`/api/v1/leaves/${leave.id}/approve`, {}),
      ),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    const rows = await db()
      .select()
      .from(leaveLedger)
      .where(and(eq(leaveLedger.leaveId, leave.id), eq(leaveLedger.kind, 'approval')));
    expect(rows).toHaveLength(1);
    expect((await balanceOf(eve, org.employee.id, 1)).balance).toBe(before.balance - 1);
  });
});

describe('the mails, in each recipient’s language', () => {
  it('tells an applicant who chose French in French, and their manager who chose nothing in English', async () => {
    const fleur = await createUser(db(), { firstName: 'Fleur', lastName: 'Test', managerId: org.lead.id });
    await createDefaultAllocation(db(), { userId: fleur.id, gender: null, maritalStatus: null });
    const client = await signIn(t, fleur);
    expect((await put(client, '/api/v1/me/language', { language: 'fr' })).statusCode).toBe(204);
    const [day] = await workingDays(db(), 130, 1);
    const leave = (await apply(client, { typeId: 3, fromDate: day, toDate: day })).json<Leave>();
    expect((await leo.post(`/api/v1/leaves/${leave.id}/approve`, {})).statusCode).toBe(200);

    await t.drainEvents();
    const mails = await db()
      .select()
      .from(mailOutbox)
      .where(sql`${mailOutbox.toAddress} in (${fleur.email}, ${org.lead.email})`);
    const decided = mails.find((m) => m.toAddress === fleur.email && m.kind === 'leave_decided');
    const dayShown = day!.split('-').reverse().join('-');
    expect(decided?.subject).toBe('Votre congé a été approuvé');
    expect(decided?.textBody.split('\n').slice(0, 3)).toEqual([
      'Bonjour Fleur,',
      '',
      `Leo Test a approuvé votre congé : Télétravail, ${dayShown} (1 jour).`,
    ]);
    expect(decided?.textBody).toContain('Voir vos congés : ');
    const requested = mails.filter((m) => m.toAddress === org.lead.email && m.kind === 'leave_requested');
    expect(requested.at(-1)?.subject).toBe('Fleur Test applied for leave');
    expect(requested.at(-1)?.textBody).toContain(
      `Fleur Test applied for leave: Work from home, ${dayShown} (1 day).`,
    );
  });
});

describe('editing and withdrawing', () => {
  it('edits the applicant’s own pending leave with the same checks, and only theirs', async () => {
    const [a, b, c] = await workingDays(db(), 140, 3);
    const leave = (await apply(eve, { fromDate: a, toDate: a })).json<Leave>();
    const edited = await put(
      eve,
      `/api/v1/leaves/${leave.id}`,
      leaveBody({ fromDate: a, toDate: c, reason: 'Longer' }),
    );
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Leave>()).toMatchObject({ duration: 3, reason: 'Longer', fromDate: a, toDate: c });
    // Its own days do not count as taken when it is edited.
    expect(
      (await put(eve, `/api/v1/leaves/${leave.id}`, leaveBody({ fromDate: b, toDate: b }))).statusCode,
    ).toBe(200);
    expect(
      (await put(leo, `/api/v1/leaves/${leave.id}`, leaveBody({ fromDate: b, toDate: b }))).statusCode,
    ).toBe(403);
    expect((await del(leo, `/api/v1/leaves/${leave.id}`)).statusCode).toBe(403);
    expect((await del(eve, `/api/v1/leaves/${leave.id}`)).statusCode).toBe(204);
    expect((await eve.get(`/api/v1/leaves/${leave.id}`)).statusCode).toBe(404);
  });
});

describe('twenty requests at once against five days', () => {
  it('never overdraws the balance', async () => {
    const kim = await createUser(db(), {
      firstName: 'Kim',
      lastName: 'Test',
      email: 'kim@example.com',
      managerId: org.lead.id,
    });
    await createDefaultAllocation(db(), { userId: kim.id, gender: null, maritalStatus: null });
    const corrected = await ada.post(`/api/v1/users/${kim.id}/leave-corrections`, {
      typeId: 1,
      days: -1,
      reason: 'Opening balance of five days',
    });
    expect(corrected.statusCode, corrected.body).toBe(200);
    const client = await signIn(t, kim);
    const days = await workingDays(db(), 150, 20);
    const answers = await Promise.all(days.map((day) => apply(client, { fromDate: day, toDate: day })));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(5);
    expect(answers.filter((a) => a.statusCode === 422)).toHaveLength(15);
    expect(await balanceOf(client, kim.id, 1)).toMatchObject({ balance: 5, held: 5, available: 0 });
  });
});

describe('a team with thousands of applications', () => {
  it('is paged newest first and counted like a small one', async () => {
    // Quinn's 2,500 past applications put Pete's team over the size where a page is found by
    // walking the newest-first index (leave.repository.ts).
    await db()
      .execute(sql`insert into leave_applications (user_id, type_id, from_date, to_date, duration, reason, created_at)
      select ${org.peerReport.id}, 1, current_date - g * 3, current_date - g * 3, 1, 'Old leave ' || g,
        now() - g * interval '1 hour'
      from generate_series(1, 2500) g`);
    // As the database's statistics would have them: the planner tells a common term from a rare one.
    await db().execute(sql`analyze leave_applications`);
    const first = (await pete.get('/api/v1/leaves')).json<LeaveListResponse>();
    expect(first.total).toBe(2500);
    expect(first.items.map((l) => l.reason)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Old leave ${i + 1}`),
    );
    const deep = (await pete.get('/api/v1/leaves?page=250&pageSize=10')).json<LeaveListResponse>();
    expect(deep.items.map((l) => l.reason).at(-1)).toBe('Old leave 2500');
    expect(deep.items.every((l) => l.status === 'Expired')).toBe(true);
    const found = (
      await pete.get('/api/v1/leaves?search=Old%20leave%20249&pageSize=25')
    ).json<LeaveListResponse>();
    expect(found.items.map((l) => l.reason).sort()).toEqual(
      ['Old leave 249', ...Array.from({ length: 10 }, (_, i) => `Old leave 249${i}`)].sort(),
    );
    expect(found.total).toBe(11);
    // Nobody else's team grew.
    expect((await leo.get('/api/v1/leaves?search=Old%20leave')).json<LeaveListResponse>().total).toBe(0);
  });

  it('finds a common term’s page among the newest, and counts it when asked', async () => {
    // Every one of Quinn's 2,500 applications says "Old leave": the page is met at once, its total
    // left to the count request.
    const common = (await pete.get('/api/v1/leaves?search=old%20LEAVE&page=2')).json<LeaveListResponse>();
    expect(common.items.map((l) => l.reason)).toEqual(
      Array.from({ length: 10 }, (_, i) => `Old leave ${i + 11}`),
    );
    expect(common.total).toBeNull();
    const counted = await pete.get('/api/v1/leaves/count?search=old%20LEAVE&page=2');
    expect(counted.statusCode, counted.body).toBe(200);
    expect(counted.json()).toEqual({ total: 2500 });
    // The count keeps to the list's scope and filters: others' teams, the own applications.
    expect((await leo.get('/api/v1/leaves/count?search=old%20leave')).json()).toEqual({ total: 0 });
    expect((await pete.get('/api/v1/leaves/count?own=true&search=old%20leave')).json()).toEqual({ total: 0 });
    expect((await pete.get('/api/v1/leaves/count')).json()).toEqual({ total: 2500 });
    expect((await pete.get('/api/v1/leaves/count?search=' + 'x'.repeat(101))).statusCode).toBe(422);
    expect((await new TestClient(t.app).get('/api/v1/leaves/count')).statusCode).toBe(401);
  });
});
