/**
 * Object histories (issue 29): each object page that has a history reads its own events through
 * its module's route, which answers exactly as the object's GET does (404 outside the caller's
 * scope), newest first, a page at a time, without what the reader may not read of the object.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HistoryPage } from '../../../shared/schemas/history.schema.ts';
import { projectMembers } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { addDays } from '../../../shared/rules/dates.ts';
import { leaveBody, today, workingDays } from '../leave/leave-test-kit.ts';
import { insertEvents } from './events.repository.ts';

let t: TestApp;
let org: Org;
const db = () => t.testDb.database.db;
type Who = 'self' | 'manager' | 'skipLevel' | 'peer' | 'otherTeam' | 'admin';
let as: Record<Who, TestClient>;
let taskId: number;
let leaveId: number;
let letterId: number;
const firstDue = addDays(today(), 30);
const laterDue = addDays(today(), 35);

/** The body of a 2xx answer; throws with the body otherwise, naming the step. */
function ok<T>(step: string, res: { statusCode: number; body: string; json<U>(): U }): T {
  if (res.statusCode >= 300) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  return res.json<T>();
}

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  // Eve works on Apollo too, with her manager Leo and his manager Mona.
  await db().insert(projectMembers).values({ projectId: org.project.id, userId: org.employee.id });
  const [eve, leo, mona, lena, pete, ada, sam] = await Promise.all(
    [org.employee, org.lead, org.manager, org.lead2, org.peer, org.admin, org.superAdmin].map((p) =>
      signInAs(t, p),
    ),
  );
  as = { self: eve!, manager: leo!, skipLevel: mona!, peer: lena!, otherTeam: pete!, admin: ada! };

  const task = ok<{ id: number }>(
    'task',
    await mona!.post('/api/v1/tasks', {
      name: 'Write the notes',
      projectId: org.project.id,
      assignedToId: org.employee.id,
      dueDate: firstDue,
      description: '<p>Draft</p>',
    }),
  );
  taskId = task.id;
  ok(
    'task edit',
    await ada!.request({
      method: 'PUT',
      url: `/api/v1/tasks/${taskId}`,
      payload: {
        name: 'Write the notes',
        assignedToId: org.employee.id,
        dueDate: laterDue,
        status: 'New',
        description: '<p>Draft</p>',
      },
    }),
  );

  ok(
    'balance',
    await sam!.post(`/api/v1/users/${org.employee.id}/leave-corrections`, {
      typeId: 1,
      days: 3,
      reason: 'Opening balance',
    }),
  );
  const [day] = await workingDays(db(), 5, 1);
  leaveId = ok<{ id: number }>(
    'leave',
    await eve!.post('/api/v1/leaves', leaveBody({ fromDate: day, toDate: day })),
  ).id;
  letterId = ok<{ id: number }>(
    'letter',
    await eve!.post('/api/v1/letters/requests', {
      type: 'experience',
      purpose: 'Visa',
      addressedTo: 'The Consul',
    }),
  ).id;
  await insertEvents(db(), [
    {
      type: 'project.updated',
      actorId: org.manager.id,
      subjectKind: 'project',
      subjectId: String(org.project.id),
      concerns: [],
      changes: { name: { from: 'Apollo 1', to: 'Apollo' } },
      data: { name: 'Apollo' },
    },
  ]);
});

afterAll(async () => {
  await t?.close();
});

const history = async (client: TestClient, url: string) => {
  const res = await client.get(url);
  return { status: res.statusCode, page: res.statusCode === 200 ? res.json<HistoryPage>() : null };
};

/** Each object: its history's address, the object's own GET, and who may read it. */
const OBJECTS: {
  name: string;
  history: () => string;
  object: () => string;
  readers: Record<Who, 200 | 404>;
}[] = [
  {
    name: 'a task (assigned to Eve on Apollo)',
    history: () => `/api/v1/tasks/${taskId}/history`,
    object: () => `/api/v1/tasks/${taskId}`,
    readers: { self: 200, manager: 200, skipLevel: 200, peer: 404, otherTeam: 404, admin: 200 },
  },
  {
    name: 'a person (Eve)',
    history: () => `/api/v1/users/${org.employee.id}/history`,
    object: () => `/api/v1/users/${org.employee.id}`,
    readers: { self: 200, manager: 200, skipLevel: 200, peer: 404, otherTeam: 404, admin: 200 },
  },
  {
    name: 'a leave (Eve’s)',
    history: () => `/api/v1/leaves/${leaveId}/history`,
    object: () => `/api/v1/leaves/${leaveId}`,
    readers: { self: 200, manager: 200, skipLevel: 200, peer: 404, otherTeam: 404, admin: 200 },
  },
  {
    name: 'a letter request (Eve’s; for her and the issuers)',
    history: () => `/api/v1/letters/requests/${letterId}/history`,
    object: () => `/api/v1/letters/requests/${letterId}`,
    readers: { self: 200, manager: 404, skipLevel: 404, peer: 404, otherTeam: 404, admin: 200 },
  },
  {
    name: 'a project (Apollo)',
    history: () => `/api/v1/projects/${org.project.id}/history`,
    object: () => `/api/v1/projects/${org.project.guid}/details`,
    readers: { self: 200, manager: 200, skipLevel: 200, peer: 404, otherTeam: 404, admin: 200 },
  },
];

describe.each(OBJECTS)('the history of $name', ({ history: url, object, readers }) => {
  it.each(Object.keys(readers) as Who[])('answers %s exactly as the object’s GET does', async (who) => {
    const [seen, read] = await Promise.all([history(as[who], url()), as[who].get(object())]);
    expect(seen.status).toBe(readers[who]);
    expect(read.statusCode).toBe(readers[who]);
    if (seen.status === 404) expect(seen.page).toBeNull();
    else expect(seen.page!.items.length).toBeGreaterThan(0);
  });

  it('asks for a session', async () => {
    expect((await new TestClient(t.app).get(url())).statusCode).toBe(401);
  });
});

describe('what a history holds', () => {
  it('is the object’s own events, newest first, with their people named', async () => {
    const { page } = await history(as.manager, `/api/v1/tasks/${taskId}/history`);
    expect(page!.items.map((e) => e.type)).toEqual(['task.updated', 'task.created']);
    const [edit] = page!.items;
    expect(edit!.actor).toEqual({ id: org.admin.id, fullName: 'Ada Test' });
    expect(edit!.changes).toEqual({ dueDate: { from: firstDue, to: laterDue } });
    expect(edit!.subject).toEqual({ kind: 'task', id: String(taskId) });
    expect(page!.nextCursor).toBeNull();
  });

  it('pages through older events with the cursor, none twice', async () => {
    const url = `/api/v1/tasks/${taskId}/history`;
    const first = await history(as.admin, `${url}?limit=1`);
    expect(first.page!.items.map((e) => e.type)).toEqual(['task.updated']);
    expect(first.page!.nextCursor).toBe(first.page!.items[0]!.id);
    const second = await history(as.admin, `${url}?limit=1&before=${first.page!.nextCursor}`);
    expect(second.page!.items.map((e) => e.type)).toEqual(['task.created']);
    expect(second.page!.nextCursor).toBeNull();
  });

  it('drops a cursor or limit out of range instead of refusing it', async () => {
    const { status, page } = await history(as.self, `/api/v1/tasks/${taskId}/history?before=abc&limit=0`);
    expect(status).toBe(200);
    expect(page!.items).toHaveLength(2);
  });

  it('shows a person’s sign-ins to them and to Admins, not to their managers', async () => {
    const types = async (who: Who) =>
      (await history(as[who], `/api/v1/users/${org.employee.id}/history?limit=50`)).page!.items.map(
        (e) => e.type,
      );
    expect(await types('self')).toContain('auth.signed_in');
    expect(await types('admin')).toContain('auth.signed_in');
    const managers = await types('manager');
    expect(managers).toContain('leave.corrected');
    expect(managers.filter((type) => type.startsWith('auth.'))).toEqual([]);
  });
});
