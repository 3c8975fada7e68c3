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

describe('editing a repeating task', () => {
  /** The edit form's body for a task as stored, with `changes` on top. */
  async function edit(client: TestClient, id: number, changes: Record<string, unknown>) {
    const current = (await client.get(`/api/v1/tasks/${id}`)).json<{
      name: string;
      assignedTo: { id: string } | null;
      dueDate: string;
      status: string;
      description: string;
    }>();
    return client.request({
      method: 'PUT',
      url: `/api/v1/tasks/${id}`,
      payload: {
        name: current.name,
        assignedToId: current.assignedTo?.id ?? null,
        dueDate: current.dueDate.slice(0, 10),
        status: current.status,
        description: current.description,
        ...changes,
      },
    });
  }
  // Mona may add tasks, not edit them: Sam (Super admin) edits.
  let sam: TestClient;
  beforeAll(async () => {
    sam = await signInAs(t, org.superAdmin);
  });
  const seriesOf = async (id: number) =>
    (await db().select().from(taskSeries).where(eq(taskSeries.id, id)))[0]!;

  it('changes this task alone, or this one, the following ones not done yet and those to come', async () => {
    const daily = await create('Daily notes', { frequency: 'daily' });
    await ageSeries(daily.seriesId!, 2);
    await addDueOccurrences(db(), today(), new Date());
    const [twoAgo, yesterday, now, tomorrow] = await tasksOf(daily.seriesId!);
    expect([twoAgo, yesterday, now, tomorrow].map((task) => task?.dueDate)).toEqual(
      [-2, -1, 0, 1].map((n) => addDays(today(), n)),
    );

    // This task: the others and the series keep their name.
    const alone = await edit(sam, yesterday!.id, { name: 'Notes, once' });
    expect(alone.statusCode, alone.body).toBe(200);
    expect((await tasksOf(daily.seriesId!)).map((task) => task.name)).toEqual([
      'Daily notes',
      'Notes, once',
      'Daily notes',
      'Daily notes',
    ]);
    expect((await seriesOf(daily.seriesId!)).name).toBe('Daily notes');

    // This and the following: today's task is done, so it stays as it was.
    await db().update(tasks).set({ status: 'Completed' }).where(eq(tasks.id, now!.id));
    const following = await edit(sam, twoAgo!.id, {
      name: 'Team notes',
      assignedToId: null,
      applyTo: 'following',
    });
    expect(following.statusCode, following.body).toBe(200);
    const after = await tasksOf(daily.seriesId!);
    expect(after.map((task) => [task.name, task.assignedToId])).toEqual([
      ['Team notes', null],
      ['Team notes', null],
      ['Daily notes', org.lead.id],
      ['Team notes', null],
    ]);
    // Each task changed keeps the change in its timeline.
    const edited = await db()
      .select({ type: taskTimeline.type })
      .from(taskTimeline)
      .where(and(eq(taskTimeline.taskId, tomorrow!.id), eq(taskTimeline.type, 'TaskEdited')));
    expect(edited).toHaveLength(1);
    // The tasks to come take the new name and nobody.
    expect(await seriesOf(daily.seriesId!)).toMatchObject({ name: 'Team notes', assignedToId: null });
    await addDueOccurrences(db(), addDays(today(), 1), new Date());
    expect((await tasksOf(daily.seriesId!)).at(-1)).toMatchObject({
      name: 'Team notes',
      assignedToId: null,
      dueDate: addDays(today(), 2),
    });
  });

  it('counts the series anew from this task when how it repeats changes, and stops it with none', async () => {
    const weekly = await create('Timesheets', { frequency: 'weekly', end: { kind: 'count', count: 4 } });
    const moved = addDays(today(), 2);
    const changed = await edit(sam, weekly.id, {
      dueDate: moved,
      applyTo: 'following',
      repeat: { frequency: 'daily', interval: 2, end: { kind: 'count', count: 3 } },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({
      dueDate: expect.stringMatching(new RegExp(`^${moved}`)),
      series: {
        rule: 'FREQ=DAILY;INTERVAL=2;COUNT=3',
        startDate: moved,
        occurrenceDate: moved,
        stopped: false,
      },
    });
    // Every second day from the new due date, three in all.
    for (const day of [2, 4, 6, 8]) await addDueOccurrences(db(), addDays(today(), day), new Date());
    expect((await tasksOf(weekly.seriesId!)).map((task) => task.dueDate)).toEqual(
      [2, 4, 6].map((n) => addDays(today(), n)),
    );
    const [told] = await db()
      .select()
      .from(domainEvents)
      .where(and(eq(domainEvents.type, 'task.updated'), eq(domainEvents.subjectId, String(weekly.id))))
      .orderBy(asc(domainEvents.id));
    expect(told!.changes).toMatchObject({ dueDate: { from: today(), to: moved } });

    // No repeat for this and the following: the series ends, the task stays.
    const monthly = await create('Rent', { frequency: 'monthly' });
    const stopped = await edit(sam, monthly.id, { applyTo: 'following', repeat: null });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ series: { stopped: true } });
    expect((await seriesOf(monthly.seriesId!)).stoppedById).toBe(org.superAdmin.id);
    // Its series has ended: only this task can change now.
    const again = await edit(sam, monthly.id, { name: 'Rent, again', applyTo: 'following' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('This task does not repeat any more.');
    expect((await edit(sam, monthly.id, { name: 'Rent, again' })).statusCode).toBe(200);
  });

  it('refuses what cannot be, with the field’s message, and changes nothing', async () => {
    const daily = await create('Checks', { frequency: 'daily' });
    await addDueOccurrences(db(), today(), new Date());
    const [first, second] = await tasksOf(daily.seriesId!);
    for (const [changes, path, message] of [
      [
        { repeat: { frequency: 'daily' } },
        'repeat',
        'How the task repeats can be changed for this and the following tasks only.',
      ],
      [
        {
          applyTo: 'following',
          repeat: { frequency: 'daily', end: { kind: 'until', date: addDays(today(), -1) } },
        },
        'repeat.end.date',
        'The last date must be on or after the due date.',
      ],
      [
        { applyTo: 'following', dueDate: second!.dueDate, repeat: { frequency: 'daily' } },
        'dueDate',
        'Another task of this series is due on that day.',
      ],
      [{ applyTo: 'everything' }, 'applyTo', undefined],
    ] as const) {
      const res = await edit(sam, first!.id, { name: 'Checked', ...changes });
      expect(res.statusCode, JSON.stringify(changes)).toBe(422);
      const details = res.json<{ error: { details: Array<{ path: string; message: string }> } }>().error
        .details;
      expect(details.map((d) => d.path)).toContain(path);
      if (message) expect(details).toContainEqual({ path, message });
    }
    expect((await tasksOf(daily.seriesId!)).map((task) => [task.name, task.dueDate])).toEqual([
      ['Checks', today()],
      ['Checks', addDays(today(), 1)],
    ]);
    expect(await seriesOf(daily.seriesId!)).toMatchObject({ name: 'Checks', rule: 'FREQ=DAILY;INTERVAL=1' });

    // A task that does not repeat has no following tasks; others' tasks are not found.
    const once = await create('Just once', null);
    expect((await edit(sam, once.id, { applyTo: 'following' })).statusCode).toBe(409);
    const pete = await signInAs(t, org.peer);
    const hidden = await pete.request({
      method: 'PUT',
      url: `/api/v1/tasks/${first!.id}`,
      payload: {
        name: 'Mine now',
        assignedToId: null,
        dueDate: today(),
        status: 'New',
        description: '<p>x</p>',
        applyTo: 'following',
      },
    });
    expect(hidden.statusCode).toBe(404);
  });
});
