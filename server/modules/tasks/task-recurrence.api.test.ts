/**
 * Repeating tasks (issue 31, item 7): a task made to repeat starts its series; once its last task
 * is due, the recurrence job adds the next one (same name, project, assignee and description, a
 * TaskCreated entry, task.created told by the system) exactly once however often it runs; a pause
 * is caught up, the rule's end is kept, and deleting one of its tasks ends the series.
 */
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../../shared/rules/dates.ts';
import { repeatWeekdayOf } from '../../../shared/rules/task-repeat.ts';
import { domainEvents, projects, taskSeries, taskTimeline, tasks } from '../../db/schema.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, type TestApp, type TestClient } from '../../test/test-app.ts';
import { today } from '../leave/leave-test-kit.ts';
import { addDueOccurrences } from './task-recurrence.service.ts';

let t: TestApp;
let org: Org;
let mona: TestClient;
const db = () => t.testDb.database.db;

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  mona = await signInAs(t, org.manager);
});

afterAll(async () => {
  await t?.close();
});

const body = (name: string, repeat: unknown, dueDate = today()) => ({
  name,
  projectId: org.project.id,
  assignedToId: org.lead.id,
  dueDate,
  description: '<p>Every time</p>',
  repeat,
});

async function create(name: string, repeat: unknown, dueDate?: string) {
  const res = await mona.post('/api/v1/tasks', body(name, repeat, dueDate));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; seriesId: number | null }>();
}

/** A series' tasks, in date order. */
const tasksOf = (seriesId: number) =>
  db()
    .select({
      id: tasks.id,
      name: tasks.name,
      dueDate: tasks.dueDate,
      assignedToId: tasks.assignedToId,
      projectId: tasks.projectId,
      description: tasks.description,
    })
    .from(tasks)
    .where(eq(tasks.seriesId, seriesId))
    .orderBy(asc(tasks.dueDate));

/** Moves a series back in time by `days`: its start and its tasks' dates. */
async function ageSeries(seriesId: number, days: number) {
  const [series] = await db().select().from(taskSeries).where(eq(taskSeries.id, seriesId));
  await db()
    .update(taskSeries)
    .set({ startDate: addDays(series!.startDate, -days) })
    .where(eq(taskSeries.id, seriesId));
  for (const task of await tasksOf(seriesId))
    await db()
      .update(tasks)
      .set({ dueDate: addDays(task.dueDate, -days), occurrenceDate: addDays(task.dueDate, -days) })
      .where(eq(tasks.id, task.id));
}

describe('repeating tasks', () => {
  it('adds the next task once the last one is due, once, with the same contents and a timeline entry', async () => {
    const first = await create('Weekly report', {
      frequency: 'weekly',
      weekdays: [repeatWeekdayOf(today())],
    });
    expect(first.seriesId).not.toBeNull();
    const seriesId = first.seriesId!;
    const [series] = await db().select().from(taskSeries).where(eq(taskSeries.id, seriesId));
    expect(series!.rule).toBe(`FREQ=WEEKLY;INTERVAL=1;BYDAY=${repeatWeekdayOf(today())}`);

    // Two runs at once, and another after: one task, due a week later.
    const runs = await Promise.all([
      addDueOccurrences(db(), today(), new Date()),
      addDueOccurrences(db(), today(), new Date()),
    ]);
    expect(runs.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    await addDueOccurrences(db(), today(), new Date());
    const all = await tasksOf(seriesId);
    expect(all.map((task) => task.dueDate)).toEqual([today(), addDays(today(), 7)]);
    expect(all[1]).toMatchObject({
      name: 'Weekly report',
      projectId: org.project.id,
      assignedToId: org.lead.id,
      description: '<p>Every time</p>',
    });
    const entries = await db().select().from(taskTimeline).where(eq(taskTimeline.taskId, all[1]!.id));
    expect(entries.map((e) => [e.type, e.authorId])).toEqual([['TaskCreated', org.manager.id]]);
    const [created] = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'task.created'), eq(domainEvents.subjectId, String(all[1]!.id))));
    expect(created!.actorId).toBeNull();
    // The people who see the first task see the next one in their lists.
    const listed = await mona.get('/api/v1/tasks?tab=all&search=Weekly%20report');
    expect(
      listed
        .json<{ items: Array<{ dueDate: string }> }>()
        .items.map((i) => i.dueDate)
        .sort(),
    ).toEqual([today(), addDays(today(), 7)]);
  });

  it('catches up after a pause and keeps to the rule’s number of times', async () => {
    const daily = await create('Stand-up notes', { frequency: 'daily', end: { kind: 'count', count: 5 } });
    await ageSeries(daily.seriesId!, 3);
    expect(await addDueOccurrences(db(), today(), new Date())).toBe(4);
    // Five in all: three days ago to tomorrow; nothing more, ever.
    const all = await tasksOf(daily.seriesId!);
    expect(all.map((task) => task.dueDate)).toEqual([-3, -2, -1, 0, 1].map((n) => addDays(today(), n)));
    await ageSeries(daily.seriesId!, 5);
    expect(await addDueOccurrences(db(), today(), new Date())).toBe(0);
  });

  it('ends the series when one of its tasks is deleted, or its project', async () => {
    const monthly = await create('Invoices', { frequency: 'monthly' });
    const sam = await signInAs(t, org.superAdmin);
    const deleted = await sam.post('/api/v1/tasks/delete', { taskIds: [monthly.id] });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const [series] = await db().select().from(taskSeries).where(eq(taskSeries.id, monthly.seriesId!));
    expect(series!.stoppedAt).not.toBeNull();
    expect(series!.stoppedById).toBe(org.superAdmin.id);

    const yearly = await create('Audit', { frequency: 'yearly' });
    await db().update(projects).set({ deletedAt: new Date() }).where(eq(projects.id, org.project.id));
    try {
      expect(await addDueOccurrences(db(), today(), new Date())).toBe(0);
      expect(await tasksOf(monthly.seriesId!)).toHaveLength(1);
      expect(await tasksOf(yearly.seriesId!)).toHaveLength(1);
      const [ended] = await db().select().from(taskSeries).where(eq(taskSeries.id, yearly.seriesId!));
      expect(ended!.stoppedAt).not.toBeNull();
    } finally {
      await db().update(projects).set({ deletedAt: null }).where(eq(projects.id, org.project.id));
    }
  });

  it('stops repeating on request of whoever may edit the task, once', async () => {
    const weekly = await create('Backups', { frequency: 'weekly' });
    const leo = await signInAs(t, org.lead);
    // Leo has no EditTask: refused; Pete does not see the task: 404.
    expect((await leo.post(`/api/v1/tasks/${weekly.id}/stop-repeating`)).statusCode).toBe(403);
    expect(
      (await (await signInAs(t, org.peer)).post(`/api/v1/tasks/${weekly.id}/stop-repeating`)).statusCode,
    ).toBe(404);
    const sam = await signInAs(t, org.superAdmin);
    const stopped = await sam.post(`/api/v1/tasks/${weekly.id}/stop-repeating`);
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ seriesId: weekly.seriesId, series: { stopped: true } });
    const again = await sam.post(`/api/v1/tasks/${weekly.id}/stop-repeating`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This task does not repeat any more.');
    const once = await create('Once more', null);
    expect((await sam.post(`/api/v1/tasks/${once.id}/stop-repeating`)).statusCode).toBe(409);
    await ageSeries(weekly.seriesId!, 7);
    await addDueOccurrences(db(), today(), new Date());
    expect(await tasksOf(weekly.seriesId!)).toHaveLength(1);
  });

  it('refuses a repeat that is not one, with the field’s message, and adds nothing', async () => {
    const before = (await db().select({ id: taskSeries.id }).from(taskSeries)).length;
    for (const [repeat, path, message] of [
      [{ frequency: 'hourly' }, 'repeat.frequency', 'Choose how often the task repeats.'],
      [{ frequency: 'daily', interval: 0 }, 'repeat.interval', 'Repeat every 1 to 99.'],
      [
        { frequency: 'weekly', weekdays: ['XX'] },
        'repeat.weekdays.0',
        'Choose the days of the week it repeats on.',
      ],
      [
        { frequency: 'daily', end: { kind: 'count', count: 0 } },
        'repeat.end.count',
        'Repeat 1 to 500 times.',
      ],
      [
        { frequency: 'daily', end: { kind: 'until', date: addDays(today(), -1) } },
        'repeat.end.date',
        'The last date must be on or after the due date.',
      ],
    ] as const) {
      const res = await mona.post('/api/v1/tasks', body('Bad repeat', repeat));
      expect(res.statusCode, JSON.stringify(repeat)).toBe(422);
      expect(res.json().error.details, JSON.stringify(repeat)).toContainEqual({ path, message });
    }
    expect((await db().select({ id: taskSeries.id }).from(taskSeries)).length).toBe(before);
    // A task without a repeat is a task without a series, as before.
    expect((await create('Once', null)).seriesId).toBeNull();
  });
});
