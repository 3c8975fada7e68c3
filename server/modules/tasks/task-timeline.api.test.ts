import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addYears, todayIn } from '../../../shared/rules/dates.ts';
import {
  encodeTimelineCursor,
  type TimelineEntry,
  type TimelinePage,
} from '../../../shared/schemas/task-timeline.schema.ts';
import { projectMembers, taskTimeline, userPermissions } from '../../db/schema.ts';
import { createOrg } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { insertTask, signIn } from '../projects/projects-test-kit.ts';
import { reassignOpenTasks } from './task-reassignment.service.ts';

/**
 *   Sam (Super admin) ── Mona ── Leo ── Eve
 *                    │        └─ Lena
 *                    └─ Pete ── Quinn
 * Apollo: Mona, Leo, Lena (Mona may create, edit and delete tasks). Zephyr: Pete.
 */
let t: TestApp;
let org: Awaited<ReturnType<typeof createOrg>>;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  await db().insert(projectMembers).values({ projectId: org.project.id, userId: org.lead2.id });
  await db()
    .insert(userPermissions)
    .values(['EditTask', 'DeleteTask'].map((permission) => ({ userId: org.manager.id, permission })));
});
afterAll(async () => {
  await t.close();
});

const timelineOf = (client: TestClient, taskId: number | string, query = '') =>
  client.get(`/api/v1/tasks/${taskId}/timeline${query}`);

async function page(client: TestClient, taskId: number, query = ''): Promise<TimelinePage> {
  const res = await timelineOf(client, taskId, query);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<TimelinePage>();
}

/** Every entry of a task's timeline, page after page of `limit`. */
async function allPages(client: TestClient, taskId: number, limit: number) {
  const entries: TimelineEntry[] = [];
  const sizes: number[] = [];
  let before: string | null = null;
  do {
    const next: TimelinePage = await page(
      client,
      taskId,
      `?limit=${limit}${before ? `&before=${encodeURIComponent(before)}` : ''}`,
    );
    entries.push(...next.items);
    sizes.push(next.items.length);
    before = next.nextCursor;
  } while (before && sizes.length < 100);
  return { entries, sizes };
}

const put = (client: TestClient, id: number, payload: object) =>
  client.request({ method: 'PUT', url: `/api/v1/tasks/${id}`, payload });

describe('a task’s timeline', () => {
  it('tells what happened to the task, newest first, with each edited field from and to', async () => {
    const mona = await signIn(t, org.manager);
    const today = todayIn('Asia/Kolkata');
    const created = await mona.post('/api/v1/tasks', {
      name: 'Draft the plan',
      projectId: org.project.id,
      assignedToId: org.lead.id,
      dueDate: today,
      description: 'First words',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    const later = addYears(today, 1);
    const edited = {
      name: 'Write the plan',
      assignedToId: org.lead2.id,
      dueDate: later,
      status: 'Active',
      description: 'First words',
    };
    expect((await put(mona, id, edited)).statusCode).toBe(200);
    const unassigned = { ...edited, assignedToId: null, description: 'Better words' };
    expect((await put(mona, id, unassigned)).statusCode).toBe(200);
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [id] })).statusCode).toBe(200);
    // A deleted task's timeline stays readable by those who see the task.
    expect((await page(mona, id)).items.map((e) => e.type)).toEqual([
      'TaskDeleted',
      'TaskEdited',
      'TaskEdited',
      'TaskCreated',
    ]);
    expect((await mona.post('/api/v1/tasks/restore', { taskIds: [id] })).statusCode).toBe(200);

    const timeline = await page(mona, id);
    expect(timeline.nextCursor).toBeNull();
    const mine = { id: org.manager.id, fullName: 'Mona Test' };
    expect(timeline.items.map((e) => [e.type, e.author, e.body, e.isEdited])).toEqual([
      ['TaskRestored', mine, '', false],
      ['TaskDeleted', mine, '', false],
      ['TaskEdited', mine, '', false],
      ['TaskEdited', mine, '', false],
      ['TaskCreated', mine, '', false],
    ]);
    expect(timeline.items[2]!.changes).toEqual([
      { field: 'assignee', previous: 'Lena Test', current: null },
      { field: 'description', previous: 'First words', current: 'Better words' },
    ]);
    expect(timeline.items[3]!.changes).toEqual([
      { field: 'name', previous: 'Draft the plan', current: 'Write the plan' },
      { field: 'assignee', previous: 'Leo Test', current: 'Lena Test' },
      { field: 'dueDate', previous: today, current: later },
      { field: 'status', previous: 'New', current: 'Active' },
    ]);
    for (const entry of [timeline.items[0]!, timeline.items[1]!, timeline.items[4]!])
      expect(entry.changes).toEqual([]);
    const times = timeline.items.map((e) => Date.parse(e.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('says who took over the tasks of someone who left', async () => {
    const task = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
    });
    await db().transaction((tx) =>
      reassignOpenTasks(tx, {
        from: { id: org.lead.id, fullName: 'Leo Test' },
        to: { id: org.lead2.id, fullName: 'Lena Test' },
        projectIds: [org.project.id],
        actorId: org.superAdmin.id,
      }),
    );
    const [entry] = (await page(await signIn(t, org.manager), task.id)).items;
    expect(entry).toMatchObject({
      type: 'UserDeleted',
      author: { id: org.superAdmin.id, fullName: 'Sam Test' },
      changes: [{ field: 'assignee', previous: 'Leo Test', current: 'Lena Test' }],
    });
  });

  it('is an empty page for a task with no entries', async () => {
    const task = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead2.id,
      assignedById: org.manager.id,
    });
    expect(await page(await signIn(t, org.manager), task.id)).toEqual({
      items: [],
      nextCursor: null,
      canComment: true,
    });
  });
});

describe('pages of a timeline', () => {
  it('goes through every entry once, in order, even when many share a time to the microsecond or the millisecond', async () => {
    const task = await insertTask(t, {
      projectId: org.project.id,
      assignedToId: org.lead.id,
      assignedById: org.manager.id,
    });
    const entry = (createdAt: string) => ({
      taskId: task.id,
      type: 'TaskDeleted' as const,
      authorId: org.manager.id,
      createdAt: sql`${createdAt}::timestamptz`,
    });
    // 25 entries at one instant, 10 a microsecond apart within one millisecond, 12 a day apart.
    await db()
      .insert(taskTimeline)
      .values([
        ...Array.from({ length: 25 }, () => entry('2026-03-01 10:00:00.500000+00')),
        ...Array.from({ length: 10 }, (_, i) => entry(`2026-03-01 10:00:00.7000${i}0+00`)),
        ...Array.from({ length: 12 }, (_, i) => entry(`2026-02-${String(i + 10)} 08:00:00+00`)),
      ]);
    const expected = await db()
      .select({ id: taskTimeline.id })
      .from(taskTimeline)
      .where(sql`${taskTimeline.taskId} = ${task.id}`)
      .orderBy(sql`${taskTimeline.createdAt} desc, ${taskTimeline.id} desc`);
    expect(expected).toHaveLength(47);

    const mona = await signIn(t, org.manager);
    for (const [limit, sizes] of [
      [20, [20, 20, 7]],
      [7, [7, 7, 7, 7, 7, 7, 5]],
      [47, [47]],
      [50, [47]],
    ] as const) {
      const all = await allPages(mona, task.id, limit);
      expect(all.sizes, `limit ${limit}`).toEqual(sizes);
      expect(
        all.entries.map((e) => e.id),
        `limit ${limit}`,
      ).toEqual(expected.map((e) => e.id));
    }
    const first = await page(mona, task.id);
    expect(first.items).toHaveLength(20);
  });
});

describe('who may read a timeline', () => {
  let taskId: number;
  beforeAll(async () => {
    taskId = (
      await insertTask(t, {
        projectId: org.project.id,
        assignedToId: org.lead.id,
        assignedById: org.manager.id,
      })
    ).id;
    await db().insert(taskTimeline).values({ taskId, type: 'TaskCreated', authorId: org.manager.id });
  });

  it('needs a session', async () => {
    const res = await timelineOf(new TestClient(t.app, '10.61.0.1'), taskId);
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('unauthenticated');
  });

  it('answers those who see the task, and 404 to others as for a task that does not exist', async () => {
    for (const person of [org.manager, org.lead, org.superAdmin, org.admin]) {
      expect((await page(await signIn(t, person), taskId)).items, person.email).toHaveLength(1);
    }
    for (const person of [org.peer, org.employee, org.lead2]) {
      const res = await timelineOf(await signIn(t, person), taskId);
      expect(res.statusCode, person.email).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Task not found.' } });
    }
    const mona = await signIn(t, org.manager);
    for (const missing of [2_147_483_647, 0, 'abc']) {
      expect((await timelineOf(mona, missing)).statusCode, String(missing)).toBe(404);
    }
  });

  it('refuses a cursor it did not hand out and a limit out of range, naming the field', async () => {
    const mona = await signIn(t, org.manager);
    const forged = btoa('yesterday 12').replace(/=+$/, '');
    const outOfRange = encodeTimelineCursor({ createdAt: '2026-13-45T99:00:00.000000Z', id: 1 });
    for (const [query, path] of [
      ['?before=not%20a%20cursor', 'before'],
      [`?before=${forged}`, 'before'],
      [`?before=${outOfRange}`, 'before'],
      ['?before=', 'before'],
      ['?limit=0', 'limit'],
      ['?limit=51', 'limit'],
      ['?limit=2.5', 'limit'],
      ['?limit=lots', 'limit'],
    ] as const) {
      const res = await timelineOf(mona, taskId, query);
      expect(res.statusCode, query).toBe(422);
      const body = res.json();
      expect(body.error.code, query).toBe('validation_failed');
      expect(
        body.error.details.map((d: { path: string }) => d.path),
        query,
      ).toEqual([path]);
    }
  });
});
