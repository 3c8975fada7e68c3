/**
 * What one request costs the database, counted through the database layer: a task list page is
 * at most two round trips and one task is one, the session check included; a read writes
 * nothing on its way; and whatever is kept in the process between requests gives way to a change
 * on the very next request, whoever made the change.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  orgSettings,
  projectMembers,
  sessions,
  taskTimeline,
  userClosure,
  userPermissions,
  users,
} from '../db/schema.ts';
import { insertEvents } from '../modules/events/events.repository.ts';
import { insertTask, signIn } from '../modules/projects/projects-test-kit.ts';
import { settleAfterResponseWork } from '../lib/after-response.ts';
import { VIEW_AS_HEADER } from '../modules/users/users.queries.ts';
import { createOrg } from './org-fixture.ts';
import { createTestApp, type TestApp, type TestClient } from './test-app.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
let apolloTaskId: number;

const LIST =
  '/api/v1/tasks?tab=assigned-to-me&statuses=New&statuses=Active&statuses=In-progress&orderBy=dueDate&sort=asc&pageSize=15';

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(t.testDb.database.db);
  const apollo = org.project.id;
  for (let i = 0; i < 20; i++) {
    await insertTask(t, { projectId: apollo, assignedToId: org.lead.id, assignedById: org.manager.id });
  }
  apolloTaskId = (
    await insertTask(t, { projectId: apollo, assignedToId: org.manager.id, assignedById: org.manager.id })
  ).id;
  // Something Leo did, so that his activity has an entry whose people are named.
  await insertEvents(t.testDb.database.db, [
    {
      type: 'task.commented',
      actorId: org.lead.id,
      subjectKind: 'task',
      subjectId: String(apolloTaskId),
      concerns: [org.manager.id],
      data: { name: 'A task' },
      changes: null,
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

/** The statements sent while `request` ran, and its answer. */
async function counted(request: () => Promise<{ statusCode: number; body: string }>) {
  const before = t.testDb.database.statementCount();
  const res = await request();
  return { status: res.statusCode, body: res.body, roundTrips: t.testDb.database.statementCount() - before };
}

/** The second of two identical requests: the first may fill what is kept between requests. */
async function steady(client: TestClient, url: string, headers: Record<string, string> = {}) {
  const first = await client.request({ method: 'GET', url, headers });
  expect(first.statusCode, first.body).toBe(200);
  return counted(() => client.request({ method: 'GET', url, headers }));
}

describe('round trips per request', () => {
  it('a task list page or the dashboard costs at most two, session check included, for a manager and for an admin', async () => {
    for (const person of [org.manager, org.superAdmin]) {
      const client = await signIn(t, person);
      for (const url of [
        LIST,
        '/api/v1/tasks?tab=all&pageSize=15',
        '/api/v1/tasks?tab=overdue',
        '/api/v1/tasks?tab=all&search=work&orderBy=name',
        '/api/v1/tasks?tab=all&search=work&orderBy=dueDate',
        '/api/v1/tasks?tab=all&search=no-such-work&orderBy=dueDate',
        '/api/v1/dashboard',
      ]) {
        const res = await steady(client, url);
        expect(res.status, res.body).toBe(200);
        expect(res.roundTrips, `${person.firstName} ${url}`).toBeLessThanOrEqual(2);
      }
    }
  });

  it('each section of a person’s page costs at most three, for their manager and for an admin', async () => {
    for (const person of [org.manager, org.superAdmin]) {
      const client = await signIn(t, person);
      for (const url of [
        `/api/v1/users/${org.lead.id}/task-summary`,
        `/api/v1/users/${org.lead.id}/attendance-month`,
        `/api/v1/users/${org.lead.id}/leave-balances`,
        `/api/v1/users/${org.lead.id}/leaves`,
        `/api/v1/users/${org.lead.id}/appraisals`,
        `/api/v1/users/${org.lead.id}/letter-requests`,
        `/api/v1/users/${org.lead.id}/tax-proofs`,
        `/api/v1/users/${org.lead.id}/activity`,
        `/api/v1/org/chart?userId=${org.lead.id}`,
      ]) {
        const res = await steady(client, url);
        expect(res.status, res.body).toBe(200);
        if (url.endsWith('/activity')) expect(JSON.parse(res.body).items).toHaveLength(1);
        expect(res.roundTrips, `${person.firstName} ${url}`).toBeLessThanOrEqual(3);
      }
    }
  });

  it('a list viewed through the hierarchy selector costs at most two as well', async () => {
    const client = await signIn(t, org.manager);
    const res = await steady(client, '/api/v1/tasks?tab=assigned-to-me', { [VIEW_AS_HEADER]: org.lead.id });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).total).toBe(20);
    expect(res.roundTrips).toBeLessThanOrEqual(2);
  });

  it('one task costs one', async () => {
    const client = await signIn(t, org.manager);
    const res = await steady(client, `/api/v1/tasks/${apolloTaskId}`);
    expect(res.status, res.body).toBe(200);
    expect(res.roundTrips).toBe(1);
    // A task out of sight is one round trip too, and a 404.
    const peer = await signIn(t, org.peer);
    await peer.get('/api/v1/tasks/0');
    const hidden = await counted(() => peer.get(`/api/v1/tasks/${apolloTaskId}`));
    expect(hidden.status).toBe(404);
    expect(hidden.roundTrips).toBe(1);
  });

  it('a page of a task’s timeline costs one, the check that the caller sees the task included', async () => {
    await t.testDb.database.db.insert(taskTimeline).values(
      Array.from({ length: 30 }, () => ({
        taskId: apolloTaskId,
        type: 'TaskEdited' as const,
        authorId: org.manager.id,
        previous: { assignedToId: org.lead.id },
        current: { assignedToId: org.manager.id },
      })),
    );
    const client = await signIn(t, org.manager);
    const first = await steady(client, `/api/v1/tasks/${apolloTaskId}/timeline`);
    expect(first.status, first.body).toBe(200);
    expect(first.roundTrips).toBe(1);
    const { nextCursor } = JSON.parse(first.body) as { nextCursor: string };
    const second = await steady(client, `/api/v1/tasks/${apolloTaskId}/timeline?before=${nextCursor}`);
    expect(JSON.parse(second.body).items).toHaveLength(10);
    expect(second.roundTrips).toBe(1);
    const peer = await signIn(t, org.peer);
    await peer.get('/api/v1/tasks/0/timeline');
    const hidden = await counted(() => peer.get(`/api/v1/tasks/${apolloTaskId}/timeline`));
    expect(hidden.status).toBe(404);
    expect(hidden.roundTrips).toBe(1);
  });

  it('a read writes nothing on its way: a due session extension is written after the answer', async () => {
    const db = t.testDb.database.db;
    const client = await signIn(t, org.lead);
    await client.get(LIST);
    const expiry = async () =>
      (await db.select().from(sessions).where(eq(sessions.userId, org.lead.id)))[0]!.expiresAt.getTime();
    const signedInUntil = await expiry();
    // While the table refuses updates, a read that is due an extension still answers.
    await db.execute(sql`create function refuse_update() returns trigger language plpgsql
      as $$ begin raise exception 'no updates now'; end $$`);
    await db.execute(sql`create trigger refuse_session_update before update on sessions
      for each row execute function refuse_update()`);
    t.clock.advanceMinutes(10);
    try {
      const res = await client.get(LIST);
      expect(res.statusCode, res.body).toBe(200);
      await settleAfterResponseWork();
      expect(await expiry()).toBe(signedInUntil);
    } finally {
      await db.execute(sql`drop trigger refuse_session_update on sessions`);
      await db.execute(sql`drop function refuse_update()`);
    }
    // Once writes go through again, the next due extension lands (after the answer).
    t.clock.advanceMinutes(10);
    try {
      expect((await client.get(LIST)).statusCode).toBe(200);
      await settleAfterResponseWork();
      expect(await expiry()).toBeGreaterThan(signedInUntil);
    } finally {
      t.clock.advanceMinutes(-20);
    }
  });
});

describe('what is kept between requests gives way to a change on the next request', () => {
  // Each change goes straight to the tables, as another instance or a future code path would.
  // On PostgreSQL its notification reaches this instance a moment after the commit (it is already
  // there on the embedded database): `delivered` waits that moment, as a next request would.
  const db = () => t.testDb.database.db;
  const delivered = () => t.testDb.database.changes.sync();

  it('a deleted session, a deactivated person', async () => {
    const revoked = await signIn(t, org.lead2);
    expect((await revoked.get(LIST)).statusCode).toBe(200);
    await db().delete(sessions).where(eq(sessions.userId, org.lead2.id));
    await delivered();
    expect((await revoked.get(LIST)).statusCode).toBe(401);

    const deactivated = await signIn(t, org.lead2);
    expect((await deactivated.get(LIST)).statusCode).toBe(200);
    await db().update(users).set({ isActive: false }).where(eq(users.id, org.lead2.id));
    await delivered();
    try {
      expect((await deactivated.get(LIST)).statusCode).toBe(401);
    } finally {
      await db().update(users).set({ isActive: true }).where(eq(users.id, org.lead2.id));
      await delivered();
    }
  });

  it('a granted permission and a changed time zone', async () => {
    const client = await signIn(t, org.employee);
    const me = async () =>
      (await client.get('/api/v1/auth/me')).json<{ user: { permissions: string[]; timeZone: string } }>()
        .user;
    expect((await me()).permissions).not.toContain('CreateTask');
    await db().insert(userPermissions).values({ userId: org.employee.id, permission: 'CreateTask' });
    await delivered();
    expect((await me()).permissions).toContain('CreateTask');

    expect((await me()).timeZone).toBe('Asia/Kolkata');
    await db().update(orgSettings).set({ timeZone: 'Europe/Paris' });
    await delivered();
    try {
      expect((await me()).timeZone).toBe('Europe/Paris');
    } finally {
      await db().update(orgSettings).set({ timeZone: 'Asia/Kolkata' });
      await delivered();
    }
  });

  it('a person moved out of a team, and a project left', async () => {
    const client = await signIn(t, org.manager);
    const viewLead = { [VIEW_AS_HEADER]: org.lead.id };
    expect((await client.request({ method: 'GET', url: LIST, headers: viewLead })).statusCode).toBe(200);
    const allTab = async () =>
      (await client.get('/api/v1/tasks?tab=all&pageSize=100')).json().total as number;
    const before = await allTab();
    expect(before).toBeGreaterThan(0);

    // Leo leaves Mona's subtree (the closure table is what scopes are read from).
    const closure = await db().select().from(userClosure).where(eq(userClosure.ancestorId, org.manager.id));
    await db().delete(userClosure).where(eq(userClosure.ancestorId, org.manager.id));
    await delivered();
    try {
      expect((await client.request({ method: 'GET', url: LIST, headers: viewLead })).statusCode).toBe(404);
    } finally {
      await db().insert(userClosure).values(closure).onConflictDoNothing();
      await delivered();
    }

    await db().delete(projectMembers).where(eq(projectMembers.userId, org.manager.id));
    await delivered();
    expect(await allTab()).toBe(0);
  });
});
