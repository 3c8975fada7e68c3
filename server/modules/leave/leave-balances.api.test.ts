import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEAVE_MESSAGES } from '../../../shared/rules/leave.ts';
import type { LeaveBalancesResponse, PersonLeaves } from '../../../shared/schemas/leave.schema.ts';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { todayIn } from '../../../shared/rules/dates.ts';
import { leaveApplications } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { signIn } from '../projects/projects-test-kit.ts';
import { createDefaultAllocation } from './leave-ledger.repository.ts';

let t: TestApp;
let org: Org;
let eve: TestClient;
let leo: TestClient;
let pete: TestClient;
let ada: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  for (const person of [org.employee, org.lead, org.admin])
    await createDefaultAllocation(db(), { userId: person.id, gender: 'Female', maritalStatus: 'Married' });
  eve = await signIn(t, org.employee);
  leo = await signIn(t, org.lead);
  pete = await signIn(t, org.peer);
  ada = await signIn(t, org.admin);
});
afterAll(async () => {
  await t.close();
});

const balancesOf = (client: TestClient, userId: string) =>
  client.get(`/api/v1/users/${userId}/leave-balances`);

describe('a person’s balances and ledger', () => {
  it('are seen by the person, the people above them and Admins; anyone else gets 404', async () => {
    const own = await balancesOf(eve, org.employee.id);
    expect(own.statusCode).toBe(200);
    const body = own.json<LeaveBalancesResponse>();
    expect(body.balances.find((b) => b.typeName === 'Maternity leave')).toMatchObject({
      balance: 180,
      available: 180,
    });
    expect(body.ledger.every((e) => e.kind === 'allocation')).toBe(true);
    expect(body.ledgerTotal).toBe(8); // one allocation per type, compensatory leave (0) left out
    expect(body.abilities).toEqual({ correct: false });
    expect((await balancesOf(leo, org.employee.id)).statusCode).toBe(200);
    expect((await balancesOf(ada, org.employee.id)).json().abilities).toEqual({ correct: true });
    expect((await balancesOf(pete, org.employee.id)).statusCode).toBe(404);
    expect((await balancesOf(eve, org.lead.id)).statusCode).toBe(404);
    expect((await balancesOf(eve, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await balancesOf(eve, 'not-a-uuid')).statusCode).toBe(404);
  });

  it('pages the ledger, newest first', async () => {
    const page = (await eve.get(`/api/v1/users/${org.employee.id}/leave-balances?page=2&pageSize=5`)).json();
    expect(page.ledger).toHaveLength(3);
    expect(page.ledgerTotal).toBe(8);
    // Past the end: no row, the total still told.
    const past = (await eve.get(`/api/v1/users/${org.employee.id}/leave-balances?page=3&pageSize=5`)).json();
    expect([past.ledger, past.ledgerTotal]).toEqual([[], 8]);
    expect((await eve.get(`/api/v1/users/${org.employee.id}/leave-balances?pageSize=500`)).statusCode).toBe(
      422,
    );
  });
});

describe('a person’s leave of the year on their page (GET /users/{id}/leaves)', () => {
  it('lists this year’s applications, the latest first, to whoever sees their balances', async () => {
    const year = Number(todayIn(DEFAULT_TIME_ZONE).slice(0, 4));
    const apply = (fromDate: string, approved: boolean) => ({
      userId: org.employee.id,
      typeId: 2,
      fromDate,
      toDate: fromDate,
      duration: 1,
      reason: `Leave of ${fromDate}`,
      approvedAt: approved ? new Date() : null,
    });
    await db()
      .insert(leaveApplications)
      .values([
        apply(`${year - 1}-12-30`, true),
        apply(`${year}-01-01`, true),
        apply(`${year}-12-31`, false),
      ]);
    const res = await leo.get(`/api/v1/users/${org.employee.id}/leaves`);
    expect(res.statusCode, res.body).toBe(200);
    const { items } = res.json<PersonLeaves>();
    expect(items.map((leave) => [leave.fromDate, leave.status])).toEqual([
      [`${year}-12-31`, 'Pending'],
      [`${year}-01-01`, 'Approved'],
    ]);
    expect(items[0]?.abilities.approve).toBe(true);
    expect((await eve.get(`/api/v1/users/${org.employee.id}/leaves`)).json().items).toHaveLength(2);
    expect((await ada.get(`/api/v1/users/${org.employee.id}/leaves`)).statusCode).toBe(200);
    expect((await pete.get(`/api/v1/users/${org.employee.id}/leaves`)).statusCode).toBe(404);
    expect((await eve.get(`/api/v1/users/${org.lead.id}/leaves`)).statusCode).toBe(404);
  });
});

describe('an Admin’s correction', () => {
  const correction = { typeId: 7, days: 2, reason: 'Worked two Saturdays in the release week' };

  it('is a ledger row with its reason and author, and the balance follows it', async () => {
    const res = await ada.post(`/api/v1/users/${org.employee.id}/leave-corrections`, correction);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json<LeaveBalancesResponse>();
    expect(body.balances.find((b) => b.typeId === 7)?.balance).toBe(2);
    expect(body.ledger[0]).toMatchObject({
      kind: 'correction',
      days: 2,
      note: correction.reason,
      actor: { fullName: 'Ada Test' },
      typeName: 'Compensatory leave',
    });
    const down = await ada.post(`/api/v1/users/${org.employee.id}/leave-corrections`, {
      ...correction,
      days: -0.5,
    });
    expect(down.json<LeaveBalancesResponse>().balances.find((b) => b.typeId === 7)?.balance).toBe(1.5);
  });

  it('never takes a balance below zero', async () => {
    const res = await ada.post(`/api/v1/users/${org.employee.id}/leave-corrections`, {
      ...correction,
      days: -5,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toEqual([{ path: 'days', message: LEAVE_MESSAGES.correctionOverdraw }]);
  });

  it.each([
    [{ reason: '' }, 'reason', LEAVE_MESSAGES.correctionReasonRequired],
    [{ days: 0 }, 'days', 'Days must be a non-zero multiple of 0.5.'],
    [{ days: 0.3 }, 'days', 'Days must be a non-zero multiple of 0.5.'],
    [{ days: 1000 }, 'days', 'Days must be between -365 and 365.'],
    [{ typeId: 0 }, 'typeId', LEAVE_MESSAGES.typeRequired],
    [{ kind: 'allocation' }, 'kind', 'Unknown field: kind.'],
    [{ userId: org?.lead.id ?? '' }, 'userId', 'Unknown field: userId.'],
  ])('refuses %o', async (override, path, message) => {
    const res = await ada.post(`/api/v1/users/${org.employee.id}/leave-corrections`, {
      ...correction,
      ...override,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('is for Admins only, and never for their own balance (mass assignment refused)', async () => {
    expect(
      (await leo.post(`/api/v1/users/${org.employee.id}/leave-corrections`, correction)).statusCode,
    ).toBe(403);
    expect(
      (await eve.post(`/api/v1/users/${org.employee.id}/leave-corrections`, correction)).statusCode,
    ).toBe(403);
    expect(
      (await pete.post(`/api/v1/users/${org.employee.id}/leave-corrections`, correction)).statusCode,
    ).toBe(404);
    expect((await ada.post(`/api/v1/users/${org.admin.id}/leave-corrections`, correction)).statusCode).toBe(
      403,
    );
    // Balances cannot be written through the user form either.
    const edit = await ada.request({
      method: 'PUT',
      url: `/api/v1/users/${org.employee.id}`,
      payload: { compensatoryLeave: 99 },
    });
    expect(edit.json().error.details).toContainEqual({
      path: 'compensatoryLeave',
      message: 'Unknown field: compensatoryLeave.',
    });
  });
});
