/**
 * What the people, sign-in and project events say (issue 29): the fields notifications will read
 * (a new manager, new permissions), personal fields without their values, no event for a refused
 * sign-in or an unknown address, and never a secret.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../../db/schema.ts';
import { settleAfterResponseWork } from '../../lib/after-response.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { createOrg, validCreate, type Org } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let org: Org;
let ip = 0;
const client = () => new TestClient(t.app, `10.72.${Math.floor(ip / 200)}.${ip++ % 200}`);
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
});
afterAll(async () => {
  await t?.close();
});

async function signIn(person: { email: string }): Promise<TestClient> {
  const c = client();
  const res = await c.login(person.email, TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return c;
}

async function lastId(): Promise<number> {
  const [row] = await db()
    .select({ id: sql<number>`coalesce(max(${domainEvents.id}), 0)` })
    .from(domainEvents);
  return Number(row?.id ?? 0);
}

const eventsSince = (id: number) =>
  db().select().from(domainEvents).where(gt(domainEvents.id, id)).orderBy(domainEvents.id);

describe('sign-in events', () => {
  it('records a sign-in that succeeded, never a refused one, and no secret', async () => {
    const who = await createUser(db(), { email: 'signin-events@example.com' });
    const before = await lastId();
    expect((await client().login(who.email, 'Wrong#Pass1')).statusCode).toBe(401);
    expect(await eventsSince(before)).toEqual([]);
    await signIn(who);
    const events = await eventsSince(before);
    expect(events.map((e) => [e.type, e.subjectKind, e.subjectId, e.actorId])).toEqual([
      ['auth.signed_in', 'person', who.id, who.id],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/token|session|hash|password/i);
  });

  it('answers a reset request alike for any address, and records one only for an account', async () => {
    const who = await createUser(db(), { email: 'reset-events@example.com' });
    const before = await lastId();
    const unknown = await client().post('/api/v1/auth/password/forgot', { email: 'nobody@example.com' });
    const known = await client().post('/api/v1/auth/password/forgot', { email: who.email });
    await settleAfterResponseWork();
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    const events = await eventsSince(before);
    expect(events.map((e) => [e.type, e.subjectId, e.actorId])).toEqual([
      ['auth.password_reset_requested', who.id, null],
    ]);
    expect(JSON.stringify(events)).not.toMatch(/token|ResetPassword/i);
  });
});

describe('person events', () => {
  it('tells a new manager and new permissions by their fields, and a phone without its value', async () => {
    const sam = await signIn(org.superAdmin);
    const created = await sam.post(
      '/api/v1/users',
      validCreate(org, { email: 'edit-events@example.com', employeeCode: 'EVT1' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const { email: _e, employeeCode: _c, ...form } = validCreate(org);
    const before = await lastId();
    const res = await sam.request({
      method: 'PUT',
      url: `/api/v1/users/${id}`,
      payload: { ...form, reportingManagerId: org.lead.id, permissions: [], phoneNumber: '9123456780' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await eventsSince(before)).filter((e) => e.type === 'person.updated');
    expect(event).toMatchObject({
      subjectKind: 'person',
      subjectId: id,
      actorId: org.superAdmin.id,
      changes: {
        reportingManagerId: { from: org.manager.id, to: org.lead.id },
        permissions: { from: ['CreateTask'], to: [] },
        phoneNumber: {},
      },
      // Which of manager, role and permissions changed: what the person's notification says.
      data: { accessChanged: ['reportingManagerId', 'permissions'] },
    });
    expect(event!.concerns).toEqual(expect.arrayContaining([id, org.manager.id, org.lead.id]));
    expect(JSON.stringify(event)).not.toContain('9123456780');
  });

  it('names the department and role a person moved between, as they were called then', async () => {
    const sam = await signIn(org.superAdmin);
    const created = await sam.post(
      '/api/v1/users',
      validCreate(org, { email: 'moved-events@example.com', employeeCode: 'EVT2' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: string }>().id;
    const sales = (await sam.post('/api/v1/departments', { name: 'Sales' })).json<{ id: string }>();
    const lead = (await sam.post('/api/v1/roles', { name: 'Team lead' })).json<{ id: string }>();
    const { email: _e, employeeCode: _c, ...form } = validCreate(org);
    const before = await lastId();
    const res = await sam.request({
      method: 'PUT',
      url: `/api/v1/users/${id}`,
      payload: { ...form, departmentId: sales.id, roleId: lead.id },
    });
    expect(res.statusCode, res.body).toBe(200);
    const [event] = (await eventsSince(before)).filter((e) => e.type === 'person.updated');
    expect(event).toMatchObject({
      changes: {
        departmentId: { from: org.department.id, to: sales.id },
        roleId: { from: org.employeeRole.id, to: lead.id },
      },
      data: {
        valueNames: {
          departmentId: { [org.department.id]: 'Engineering', [sales.id]: 'Sales' },
          roleId: { [org.employeeRole.id]: 'Employee', [lead.id]: 'Team lead' },
        },
      },
    });
    // The designation did not change: nothing is named for it.
    expect(Object.keys((event!.data as { valueNames: object }).valueNames).sort()).toEqual([
      'departmentId',
      'roleId',
    ]);
  });

  it('tells each report of someone deactivated that their manager changed', async () => {
    const boss = await createUser(db(), { email: 'boss-events@example.com', managerId: org.manager.id });
    const report = await createUser(db(), { email: 'report-events@example.com', managerId: boss.id });
    const sam = await signIn(org.superAdmin);
    const before = await lastId();
    const res = await sam.post(`/api/v1/users/${boss.id}/deactivate`, { newManagerId: org.manager.id });
    expect(res.statusCode, res.body).toBe(200);
    const events = await eventsSince(before);
    expect(events.find((e) => e.type === 'person.updated' && e.subjectId === report.id)?.changes).toEqual({
      reportingManagerId: { from: boss.id, to: org.manager.id },
    });
    expect(events.find((e) => e.type === 'person.deactivated')?.subjectId).toBe(boss.id);
  });
});

describe('project events', () => {
  it('names the people added to and removed from a team', async () => {
    const sam = await signIn(org.superAdmin);
    const created = await sam.post('/api/v1/projects', {
      name: 'Team events',
      description: 'Who joins',
      userIds: [org.lead.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const before = await lastId();
    await sam.post(`/api/v1/projects/${id}/members`, { userIds: [org.lead2.id, org.lead.id] });
    await sam.post(`/api/v1/projects/${id}/members/remove`, { userIds: [org.lead2.id] });
    const events = await db()
      .select()
      .from(domainEvents)
      .where(and(gt(domainEvents.id, before), eq(domainEvents.subjectKind, 'project')))
      .orderBy(domainEvents.id);
    expect(events.map((e) => [e.type, e.subjectId, e.concerns])).toEqual([
      ['project.members_added', String(id), [org.lead2.id]],
      ['project.members_removed', String(id), [org.lead2.id]],
    ]);
  });
});
