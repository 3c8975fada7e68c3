import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '../../../shared/permissions.ts';
import { addYears, todayIn } from '../../../shared/rules/dates.ts';
import { projectMembers, projects, taskMentions, taskTimeline, tasks, users } from '../../db/schema.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';

/**
 *   sam (Super admin) ── mona ── leo ── eve
 *                     └─ pete
 * Apollo: mona, leo, eve. Zephyr: pete.
 */
let t: TestApp;
let ip = 0;
const people = {} as Record<'sam' | 'mona' | 'leo' | 'eve' | 'pete', { id: string; email: string }>;
let apollo: number;
let zephyr: number;
const today = () => todayIn('Asia/Kolkata');

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  const mk = (
    name: string,
    managerId: string | null,
    permissions: Permission[] = [],
    role: 'superAdmin' | 'Employee' = 'Employee',
  ) =>
    createUser(db, {
      firstName: name,
      lastName: 'Test',
      email: `${name}@example.com`,
      managerId,
      permissions,
      role,
    });
  people.sam = await mk('sam', null, [], 'superAdmin');
  people.mona = await mk('mona', people.sam.id, ['CreateTask', 'EditTask', 'DeleteTask']);
  people.leo = await mk('leo', people.mona.id, ['CreateTask', 'EditTask']);
  people.eve = await mk('eve', people.leo.id);
  people.pete = await mk('pete', people.sam.id, ['CreateTask', 'EditTask', 'DeleteTask', 'CloseTask']);
  const [a] = await db.insert(projects).values({ name: 'Apollo', description: '' }).returning();
  const [z] = await db.insert(projects).values({ name: 'Zephyr', description: '' }).returning();
  apollo = a!.id;
  zephyr = z!.id;
  await db.insert(projectMembers).values([
    { projectId: apollo, userId: people.mona.id },
    { projectId: apollo, userId: people.leo.id },
    { projectId: apollo, userId: people.eve.id },
    { projectId: zephyr, userId: people.pete.id },
  ]);
});
afterAll(async () => {
  await t.close();
});

async function signIn(who: keyof typeof people): Promise<TestClient> {
  const client = new TestClient(t.app, `10.40.${Math.floor(ip / 200)}.${ip++ % 200}`);
  const res = await client.login(people[who].email, TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

const newTask = (overrides: Record<string, unknown> = {}) => ({
  name: 'Write the launch plan',
  projectId: apollo,
  assignedToId: people.eve.id,
  dueDate: today(),
  description: 'See https://example.com/plan',
  ...overrides,
});

async function create(client: TestClient, overrides: Record<string, unknown> = {}) {
  const res = await client.post('/api/v1/tasks', newTask(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: number; number: string; status: string; name: string }>();
}

const put = (client: TestClient, id: number, payload: object) =>
  client.request({ method: 'PUT', url: `/api/v1/tasks/${id}`, payload });

const editBody = (task: Record<string, unknown>, overrides: Record<string, unknown> = {}) => ({
  name: task.name,
  assignedToId: (task.assignedTo as { id: string } | null)?.id ?? null,
  dueDate: task.dueDate,
  status: task.status,
  description: task.description,
  ...overrides,
});

const listNames = async (client: TestClient, query: string) => {
  const res = await client.get(`/api/v1/tasks?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().items as Array<{ name: string }>).map((i) => i.name);
};

describe('add task', () => {
  it('creates a New task with a readable id and a TaskCreated timeline entry', async () => {
    const mona = await signIn('mona');
    const task = await create(mona);
    expect(task.status).toBe('New');
    expect(task.number).toMatch(/^T-\d{4,}$/);
    const entries = await t.testDb.database.db
      .select()
      .from(taskTimeline)
      .where(eq(taskTimeline.taskId, task.id));
    expect(entries.map((e) => e.type)).toEqual(['TaskCreated']);
  });

  it('gives each missing field the spec’s message', async () => {
    const mona = await signIn('mona');
    const res = await mona.post('/api/v1/tasks', {});
    expect(res.statusCode).toBe(422);
    const messages = Object.fromEntries(
      (res.json().error.details as Array<{ path: string; message: string }>).map((d) => [d.path, d.message]),
    );
    expect(messages).toMatchObject({
      name: 'Task name is required!',
      projectId: 'Project title is required!',
      dueDate: 'Due date is required!',
      description: 'Description is required!',
    });
    const blank = await mona.post('/api/v1/tasks', newTask({ name: '   ', description: '  ' }));
    expect(blank.json().error.details).toEqual(
      expect.arrayContaining([
        { path: 'name', message: 'Task name is required!' },
        { path: 'description', message: 'Description is required!' },
      ]),
    );
  });

  it.each([
    [{ name: 'x'.repeat(51) }, 'name', 'Task name must not exceed 50 characters!'],
    [{ dueDate: '2000-01-01' }, 'dueDate', 'Due date must be between today and 2 years from now!'],
    [
      {
        dueDate: addYears(todayIn('Asia/Kolkata'), 2).replace(/\d\d$/, (d) =>
          String(Number(d) + 1).padStart(2, '0'),
        ),
      },
      'dueDate',
      'Due date must be between today and 2 years from now!',
    ],
    [{ dueDate: '2026-02-30' }, 'dueDate', 'Due date must be between today and 2 years from now!'],
  ])('refuses %j', async (overrides, path, message) => {
    const mona = await signIn('mona');
    const res = await mona.post('/api/v1/tasks', newTask(overrides));
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details).toContainEqual({ path, message });
  });

  it('accepts a due date exactly two years ahead', async () => {
    const mona = await signIn('mona');
    await create(mona, { dueDate: addYears(today(), 2), name: 'Far away' });
  });

  it('only files under the caller’s projects, for the project’s users', async () => {
    const mona = await signIn('mona');
    const other = await mona.post('/api/v1/tasks', newTask({ projectId: zephyr }));
    expect(other.json().error.details).toEqual([
      { path: 'projectId', message: 'Project title is required!' },
    ]);
    const outsider = await mona.post('/api/v1/tasks', newTask({ assignedToId: people.pete.id }));
    expect(outsider.json().error.details).toEqual([
      { path: 'assignedToId', message: 'The assignee must be a user of the project.' },
    ]);
    const unassigned = await create(mona, { assignedToId: null, name: 'Nobody yet' });
    expect((await mona.get(`/api/v1/tasks/${unassigned.id}`)).json().assignedTo).toBeNull();
  });

  it('needs CreateTask, and refuses fields it does not take', async () => {
    const eve = await signIn('eve');
    expect((await eve.post('/api/v1/tasks', newTask())).statusCode).toBe(403);
    const mona = await signIn('mona');
    const extra = await mona.post('/api/v1/tasks', { ...newTask(), status: 'Closed' });
    expect(extra.statusCode).toBe(422);
    expect(extra.json().error.details).toContainEqual({ path: 'status', message: 'Unknown field: status.' });
  });

  it('offers the caller’s projects with their users, and the due-date range', async () => {
    const mona = await signIn('mona');
    const options = (await mona.get('/api/v1/tasks/form-options')).json();
    expect(options.projects.map((p: { name: string }) => p.name)).toEqual(['Apollo']);
    expect(options.projects[0].users.map((u: { fullName: string }) => u.fullName)).toEqual([
      'eve Test',
      'leo Test',
      'mona Test',
    ]);
    expect(options.today).toBe(today());
    expect(options.maxDueDate).toBe(addYears(today(), 2));
  });
});

describe('visibility', () => {
  it('answers 404 for a task outside the caller’s projects and subtree', async () => {
    const mona = await signIn('mona');
    const pete = await signIn('pete');
    const secret = await create(pete, {
      name: 'Zephyr secret',
      projectId: zephyr,
      assignedToId: people.pete.id,
    });
    expect((await mona.get(`/api/v1/tasks/${secret.id}`)).statusCode).toBe(404);
    expect(
      (
        await put(mona, secret.id, {
          name: 'x',
          assignedToId: null,
          dueDate: today(),
          status: 'New',
          description: 'x',
        })
      ).statusCode,
    ).toBe(404);
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [secret.id] })).statusCode).toBe(404);
    expect(await listNames(mona, 'pageSize=100')).not.toContain(secret.name);
    // The Super admin sees everything.
    const sam = await signIn('sam');
    expect((await sam.get(`/api/v1/tasks/${secret.id}`)).statusCode).toBe(200);
  });

  it('shows a manager the tasks of their team, and an employee only their own part', async () => {
    const leo = await signIn('leo');
    const forEve = await create(leo, { name: 'Leo gives Eve' });
    const mona = await signIn('mona');
    const monaOwn = await create(mona, { name: 'Mona keeps', assignedToId: people.mona.id });
    expect(await listNames(mona, 'pageSize=100')).toEqual(
      expect.arrayContaining(['Leo gives Eve', 'Mona keeps']),
    );
    const eve = await signIn('eve');
    const eveSees = await listNames(eve, 'pageSize=100');
    expect(eveSees).toContain('Leo gives Eve');
    expect(eveSees).not.toContain('Mona keeps');
    expect((await eve.get(`/api/v1/tasks/${monaOwn.id}`)).statusCode).toBe(404);
    expect((await eve.get(`/api/v1/tasks/${forEve.id}`)).statusCode).toBe(200);
  });

  it('follows the hierarchy selector, which never widens the view', async () => {
    const mona = await signIn('mona');
    await create(mona, { name: 'Mona for Mona', assignedToId: people.mona.id });
    const asLeo = await mona.request({
      method: 'GET',
      url: '/api/v1/tasks?pageSize=100',
      headers: { 'x-view-as': people.leo.id },
    });
    const names = asLeo.json().items.map((i: { name: string }) => i.name);
    expect(names).not.toContain('Mona for Mona');
    const asPete = await mona.request({
      method: 'GET',
      url: '/api/v1/tasks',
      headers: { 'x-view-as': people.pete.id },
    });
    expect(asPete.statusCode).toBe(404);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(t.app);
    for (const url of ['/api/v1/tasks', '/api/v1/tasks/1', '/api/v1/tasks/form-options', '/api/v1/dashboard'])
      expect((await anonymous.get(url)).statusCode, url).toBe(401);
    expect((await anonymous.post('/api/v1/tasks', newTask())).statusCode).toBe(401);
  });
});

describe('task list tabs, filters, search and sort', () => {
  let ids: Record<string, number>;
  beforeAll(async () => {
    const mona = await signIn('mona');
    const leo = await signIn('leo');
    const db = t.testDb.database.db;
    const a = await create(mona, { name: 'Tab alpha', assignedToId: people.leo.id });
    const b = await create(leo, { name: 'Tab beta', assignedToId: people.mona.id });
    const c = await create(leo, { name: 'Tab gamma', assignedToId: null });
    const d = await create(mona, { name: 'Tab delta overdue', assignedToId: people.eve.id });
    await db.update(tasks).set({ dueDate: '2020-01-01' }).where(eq(tasks.id, d.id));
    const e = await create(mona, { name: 'Tab epsilon done', assignedToId: people.eve.id });
    await db.update(tasks).set({ dueDate: '2020-01-01', status: 'Completed' }).where(eq(tasks.id, e.id));
    await db.insert(taskMentions).values({ taskId: c.id, userId: people.mona.id });
    ids = { a: a.id, b: b.id, c: c.id, d: d.id, e: e.id };
  });

  it('shows each tab’s tasks', async () => {
    const mona = await signIn('mona');
    const tab = (name: string) => listNames(mona, `tab=${name}&search=Tab&orderBy=name&sort=asc`);
    expect(await tab('all')).toEqual([
      'Tab alpha',
      'Tab beta',
      'Tab delta overdue',
      'Tab epsilon done',
      'Tab gamma',
    ]);
    expect(await tab('assigned-to-me')).toEqual(['Tab beta']);
    expect(await tab('assigned-by-me')).toEqual(['Tab alpha', 'Tab delta overdue', 'Tab epsilon done']);
    expect(await tab('mentioned-me')).toEqual(['Tab gamma']);
    expect(await tab('overdue')).toEqual(['Tab delta overdue']);
    expect(await tab('deleted')).toEqual([]);
  });

  it('filters by status, project, assignee (@Me, Unassigned) and due date', async () => {
    const mona = await signIn('mona');
    const q = (extra: string) => listNames(mona, `search=Tab&orderBy=name&sort=asc&${extra}`);
    expect(await q('statuses=Completed')).toEqual(['Tab epsilon done']);
    expect(await q('assignees=me')).toEqual(['Tab beta']);
    expect(await q('assignees=unassigned&assignees=me')).toEqual(['Tab beta', 'Tab gamma']);
    expect(await q(`assignees=${people.leo.id}`)).toEqual(['Tab alpha']);
    expect(await q(`projectIds=${zephyr}`)).toEqual([]);
    expect(await q('to=2020-12-31')).toEqual(['Tab delta overdue', 'Tab epsilon done']);
    expect(await q(`from=${today()}&statuses=New`)).toEqual(['Tab alpha', 'Tab beta', 'Tab gamma']);
    expect(await q('statuses=Closed')).toEqual([]);
    const unknown = await mona.get('/api/v1/tasks?statuses=Overdue');
    expect(unknown.statusCode).toBe(422);
  });

  it('shows and finds tasks by the current names of their project and people after a rename', async () => {
    const mona = await signIn('mona');
    const db = t.testDb.database.db;
    await db.update(users).set({ firstName: 'Leonard' }).where(eq(users.id, people.leo.id));
    await db.update(projects).set({ name: 'Apollo Prime' }).where(eq(projects.id, apollo));
    try {
      const alpha = (await mona.get(`/api/v1/tasks/${ids.a}`)).json();
      expect(alpha.assignedTo.fullName).toBe('Leonard Test');
      expect(alpha.project.name).toBe('Apollo Prime');
      const beta = (await mona.get(`/api/v1/tasks/${ids.b}`)).json();
      expect(beta.assignedBy.fullName).toBe('Leonard Test');
      expect(await listNames(mona, 'search=Leonard&orderBy=name&sort=asc')).toEqual(['Tab alpha']);
      expect(
        await listNames(mona, 'search=Tab&projectIds=' + apollo + '&orderBy=name&sort=asc'),
      ).toHaveLength(5);
    } finally {
      await db.update(users).set({ firstName: 'leo' }).where(eq(users.id, people.leo.id));
      await db.update(projects).set({ name: 'Apollo' }).where(eq(projects.id, apollo));
    }
  });

  it('searches by task id, sorts every column both ways, and pages', async () => {
    const mona = await signIn('mona');
    expect(await listNames(mona, `search=T-${String(ids.b).padStart(4, '0')}`)).toEqual(['Tab beta']);
    expect(await listNames(mona, 'search=Tab&orderBy=name&sort=desc')).toEqual([
      'Tab gamma',
      'Tab epsilon done',
      'Tab delta overdue',
      'Tab beta',
      'Tab alpha',
    ]);
    for (const orderBy of ['number', 'project', 'assignedTo', 'assignedBy', 'dueDate', 'createdAt', 'status'])
      for (const sort of ['asc', 'desc'])
        expect((await mona.get(`/api/v1/tasks?search=Tab&orderBy=${orderBy}&sort=${sort}`)).statusCode).toBe(
          200,
        );
    // Ties go by task id in the same direction; unassigned tasks come last going up, first going down.
    expect(await listNames(mona, 'search=Tab&orderBy=assignedTo&sort=asc')).toEqual([
      'Tab delta overdue',
      'Tab epsilon done',
      'Tab alpha',
      'Tab beta',
      'Tab gamma',
    ]);
    expect(await listNames(mona, 'search=Tab&orderBy=assignedTo&sort=desc')).toEqual([
      'Tab gamma',
      'Tab beta',
      'Tab alpha',
      'Tab epsilon done',
      'Tab delta overdue',
    ]);
    // Leo assigned beta and gamma; Mona alpha, delta and epsilon.
    expect(await listNames(mona, 'search=Tab&orderBy=assignedBy&sort=asc')).toEqual([
      'Tab beta',
      'Tab gamma',
      'Tab alpha',
      'Tab delta overdue',
      'Tab epsilon done',
    ]);
    expect(await listNames(mona, 'search=Tab&orderBy=dueDate&sort=asc')).toEqual([
      'Tab delta overdue',
      'Tab epsilon done',
      'Tab alpha',
      'Tab beta',
      'Tab gamma',
    ]);
    const page = (await mona.get('/api/v1/tasks?search=Tab&orderBy=name&sort=asc&pageSize=15&page=1')).json();
    expect(page.total).toBe(5);
    // A searched page past the end still says how many match.
    const past = (await mona.get('/api/v1/tasks?search=Tab&orderBy=name&sort=asc&pageSize=15&page=2')).json();
    expect(past).toMatchObject({ items: [], total: 5 });
    const none = (await mona.get('/api/v1/tasks?search=no-such-task-anywhere')).json();
    expect(none).toMatchObject({ items: [], total: 0 });
    const bad = await mona.get('/api/v1/tasks?pageSize=20');
    expect(bad.json().error.details).toEqual([
      { path: 'pageSize', message: 'Page size must be 10, 15, 25, 50 or 100.' },
    ]);
  });
});

describe('a search matching many tasks', () => {
  const names = (page: { items: Array<{ name: string }> }) => page.items.map((i) => i.name);
  const ledger = (from: number, length: number, step = 1) =>
    Array.from({ length }, (_, i) => `Ledger ${String(from + i * step).padStart(4, '0')}`);

  beforeAll(async () => {
    // 3,000 tasks with "ledger" in their names, in a project Mona sees, made in a shuffled order;
    // Ledger n is due n days after 1 January 2090. ANALYZE gives the planner their figures.
    await t.testDb.database.db.execute(sql`
      insert into ${tasks} (name, project_id, assigned_to_id, assigned_by_id, created_by_id, due_date, description)
      select 'Ledger ' || lpad(n::text, 4, '0'), ${apollo}, ${people.leo.id}, ${people.mona.id},
        ${people.mona.id}, date '2090-01-01' + n, ''
      from (select (g * 7919) % 3000 as n from generate_series(1, 3000) g) shuffled`);
    await t.testDb.database.db.execute(sql`analyze ${tasks}`);
  });
  afterAll(async () => {
    await t.testDb.database.db.delete(tasks).where(sql`${tasks.name} like 'Ledger %'`);
  });

  it('ordered by name, finds the page along the list too, and a rarer term with its total', async () => {
    const mona = await signIn('mona');
    const first = (await mona.get('/api/v1/tasks?search=ledger&orderBy=name&sort=asc&pageSize=15')).json();
    expect(first).toMatchObject({ total: null, page: 1 });
    expect(names(first)).toEqual(ledger(0, 15));
    const deep = (
      await mona.get('/api/v1/tasks?search=LEDGER&orderBy=name&sort=desc&pageSize=100&page=11')
    ).json();
    expect(deep.total).toBeNull();
    expect(names(deep)).toEqual(ledger(1999, 100, -1));
    const count = await mona.get('/api/v1/tasks/count?search=ledger&orderBy=name');
    expect(count.json()).toEqual({ total: 3000 });
    const rare = (await mona.get('/api/v1/tasks?search=ledger%20101&orderBy=name&sort=asc')).json();
    expect(rare.total).toBe(10);
    expect(names(rare)).toEqual(ledger(1010, 10));
  });

  it('in another order, finds the page along the list and leaves the total to the count request', async () => {
    const mona = await signIn('mona');
    const page = (
      await mona.get('/api/v1/tasks?search=ledger&orderBy=dueDate&sort=asc&pageSize=25&page=3')
    ).json();
    expect(page.total).toBeNull();
    expect(names(page)).toEqual(ledger(50, 25));
    const count = await mona.get(
      '/api/v1/tasks/count?search=ledger&orderBy=dueDate&sort=asc&pageSize=25&page=3',
    );
    expect(count.statusCode, count.body).toBe(200);
    expect(count.json()).toEqual({ total: 3000 });
    // A rarer term is read through the index and counted with its page, past the end too.
    const rare = (await mona.get('/api/v1/tasks?search=ledger%20101&orderBy=dueDate&sort=desc')).json();
    expect(rare.total).toBe(10);
    expect(names(rare)).toEqual(ledger(1019, 10, -1));
    // Pages further along are found along the list too.
    const later = (
      await mona.get('/api/v1/tasks?search=ledger&orderBy=dueDate&sort=desc&pageSize=100&page=4')
    ).json();
    expect(later.total).toBeNull();
    expect(names(later)).toEqual(ledger(2699, 100, -1));
    // The last page there can be asks for a walk far past the list: it ends with the list.
    const far = await mona.get('/api/v1/tasks?search=ledger&orderBy=dueDate&pageSize=100&page=1000000');
    expect(far.statusCode, far.body).toBe(200);
    expect(far.json()).toMatchObject({ items: [], total: 3000 });
    const past = (await mona.get('/api/v1/tasks?search=ledger%20101&orderBy=dueDate&page=2')).json();
    expect(past).toMatchObject({ items: [], total: 10 });
  });

  it('counts only what the caller sees, and answers bad input with the field at fault', async () => {
    const pete = await signIn('pete');
    expect((await pete.get('/api/v1/tasks/count?search=ledger')).json()).toEqual({ total: 0 });
    const mona = await signIn('mona');
    for (const list of [
      'tab=all&statuses=New',
      'tab=assigned-by-me&search=ledger%202',
      'search=ledger%201',
    ]) {
      const { total } = (await mona.get(`/api/v1/tasks?${list}&orderBy=name`)).json();
      expect(total, list).toBeGreaterThan(0);
      expect((await mona.get(`/api/v1/tasks/count?${list}`)).json(), list).toEqual({ total });
    }
    const bad = await mona.get('/api/v1/tasks/count?tab=someone-else&from=yesterday');
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .error.details.map((d: { path: string }) => d.path)
        .sort(),
    ).toEqual(['from', 'tab']);
    expect((await new TestClient(t.app, '10.41.0.1').get('/api/v1/tasks/count')).statusCode).toBe(401);
  });
});

describe('edit task', () => {
  it('records the previous and current values of what changed', async () => {
    const mona = await signIn('mona');
    const task = await create(mona, { name: 'Edit me' });
    const current = (await mona.get(`/api/v1/tasks/${task.id}`)).json();
    const res = await put(mona, task.id, editBody(current, { name: 'Edited', status: 'Active' }));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Edited', status: 'Active' });
    const [entry] = await t.testDb.database.db
      .select()
      .from(taskTimeline)
      .where(and(eq(taskTimeline.taskId, task.id), eq(taskTimeline.type, 'TaskEdited')));
    expect(entry?.previous).toEqual({ name: 'Edit me', status: 'New' });
    expect(entry?.current).toEqual({ name: 'Edited', status: 'Active' });
  });

  it('needs a Timeline comment before Completed, and CloseTask for Closed', async () => {
    const mona = await signIn('mona');
    const task = await create(mona, { name: 'Finish me' });
    const current = (await mona.get(`/api/v1/tasks/${task.id}`)).json();
    const complete = await put(mona, task.id, editBody(current, { status: 'Completed' }));
    expect(complete.statusCode).toBe(422);
    expect(complete.json().error.details).toEqual([
      { path: 'status', message: 'Task cannot be completed without adding a comment.' },
    ]);
    const close = await put(mona, task.id, editBody(current, { status: 'Closed' }));
    expect(close.statusCode).toBe(403);
    await t.testDb.database.db
      .insert(taskTimeline)
      .values({ taskId: task.id, type: 'Timeline', authorId: people.mona.id, body: 'Done it' });
    expect((await put(mona, task.id, editBody(current, { status: 'Completed' }))).statusCode).toBe(200);
  });

  it('lets CloseTask close a task, after which nobody edits or deletes it', async () => {
    const pete = await signIn('pete');
    const task = await create(pete, { name: 'Close me', projectId: zephyr, assignedToId: people.pete.id });
    const current = (await pete.get(`/api/v1/tasks/${task.id}`)).json();
    expect(current.abilities).toEqual({
      edit: true,
      delete: true,
      restore: false,
      close: true,
      remind: false,
    });
    const closed = await put(pete, task.id, editBody(current, { status: 'Closed' }));
    expect(closed.statusCode).toBe(200);
    expect(closed.json().abilities).toEqual({
      edit: false,
      delete: false,
      restore: false,
      close: false,
      remind: false,
    });
    expect((await put(pete, task.id, editBody(closed.json(), { name: 'Again' }))).statusCode).toBe(403);
    expect((await pete.post('/api/v1/tasks/delete', { taskIds: [task.id] })).statusCode).toBe(403);
  });

  it('needs EditTask, checks the due date and the assignee only when they change', async () => {
    const mona = await signIn('mona');
    const task = await create(mona, { name: 'Old due date' });
    await t.testDb.database.db.update(tasks).set({ dueDate: '2020-01-01' }).where(eq(tasks.id, task.id));
    const current = (await mona.get(`/api/v1/tasks/${task.id}`)).json();
    expect(current.isOverdue).toBe(true);
    expect((await put(mona, task.id, editBody(current, { name: 'Still old' }))).statusCode).toBe(200);
    const past = await put(mona, task.id, editBody(current, { dueDate: '2021-01-01' }));
    expect(past.json().error.details).toEqual([
      { path: 'dueDate', message: 'Due date must be between today and 2 years from now!' },
    ]);
    const stranger = await put(mona, task.id, editBody(current, { assignedToId: people.pete.id }));
    expect(stranger.json().error.details).toEqual([
      { path: 'assignedToId', message: 'The assignee must be a user of the project.' },
    ]);
    const eve = await signIn('eve');
    expect((await put(eve, task.id, editBody(current, { name: 'Eve edits' }))).statusCode).toBe(403);
  });
});

describe('a move on the board (PATCH /tasks/{id}/status)', () => {
  const move = (client: TestClient, id: number, payload: object) =>
    client.request({ method: 'PATCH', url: `/api/v1/tasks/${id}/status`, payload });
  const timelineOf = (taskId: number) =>
    t.testDb.database.db
      .select({ type: taskTimeline.type, body: taskTimeline.body, current: taskTimeline.current })
      .from(taskTimeline)
      .where(eq(taskTimeline.taskId, taskId))
      .orderBy(taskTimeline.id);

  it('changes the status alone, with a TaskEdited entry, and nothing for the same status', async () => {
    const mona = await signIn('mona');
    const task = await create(mona, { name: 'Move me' });
    const res = await move(mona, task.id, { status: 'In-progress' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: task.id, name: 'Move me', status: 'In-progress' });
    expect((await move(mona, task.id, { status: 'In-progress' })).statusCode).toBe(200);
    expect((await timelineOf(task.id)).map((e) => [e.type, e.current])).toEqual([
      ['TaskCreated', { name: 'Move me', status: 'New', dueDate: today() }],
      ['TaskEdited', { status: 'In-progress' }],
    ]);
  });

  it('completes with the comment written in the move, and keeps neither when the move is refused', async () => {
    const mona = await signIn('mona');
    const task = await create(mona, { name: 'Complete me' });
    const bare = await move(mona, task.id, { status: 'Completed' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().error.details).toEqual([
      { path: 'status', message: 'Task cannot be completed without adding a comment.' },
    ]);
    const empty = await move(mona, task.id, { status: 'Completed', comment: '<p> </p>' });
    expect(empty.json().error.details).toEqual([
      { path: 'comment', message: 'Write a comment or attach a file.' },
    ]);
    // Closed needs CloseTask: the comment sent with the refused move is not kept.
    const close = await move(mona, task.id, { status: 'Closed', comment: '<p>Closing</p>' });
    expect(close.statusCode).toBe(403);
    expect((await timelineOf(task.id)).map((e) => e.type)).toEqual(['TaskCreated']);

    const done = await move(mona, task.id, {
      status: 'Completed',
      comment: '<p>Shipped <script>alert(1)</script>it</p>',
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().status).toBe('Completed');
    const entries = await timelineOf(task.id);
    expect(entries.map((e) => e.type)).toEqual(['TaskCreated', 'Timeline', 'TaskEdited']);
    expect(entries[1]?.body).toBe('<p>Shipped it</p>');
  });

  it('does not move closed or deleted tasks, nor for callers without EditTask or sight', async () => {
    const pete = await signIn('pete');
    const closed = await create(pete, {
      name: 'Closed one',
      projectId: zephyr,
      assignedToId: people.pete.id,
    });
    expect((await move(pete, closed.id, { status: 'Closed' })).statusCode).toBe(200);
    const reopen = await move(pete, closed.id, { status: 'Active' });
    expect(reopen.statusCode).toBe(403);
    expect(reopen.json().error.message).toBe('A closed or deleted task cannot be edited.');

    const mona = await signIn('mona');
    const gone = await create(mona, { name: 'Deleted one' });
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [gone.id] })).statusCode).toBe(200);
    expect((await move(mona, gone.id, { status: 'Active' })).statusCode).toBe(403);

    const task = await create(mona, { name: 'Not yours' });
    expect((await move(await signIn('eve'), task.id, { status: 'Active' })).statusCode).toBe(403);
    expect((await move(pete, task.id, { status: 'Active' })).statusCode).toBe(404);
    expect((await mona.get(`/api/v1/tasks/${task.id}`)).json().status).toBe('New');
  });

  it('answers bad input with the field at fault', async () => {
    const mona = await signIn('mona');
    const task = await create(mona, { name: 'Bad moves' });
    const unknown = await move(mona, task.id, { status: 'Done' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error.details).toEqual([{ path: 'status', message: 'Status is required!' }]);
    const long = await move(mona, task.id, { status: 'Completed', comment: 'x'.repeat(20_001) });
    expect(long.json().error.details).toEqual([{ path: 'comment', message: 'This comment is too long.' }]);
    const extra = await move(mona, task.id, { status: 'Active', name: 'Renamed' });
    expect(extra.statusCode).toBe(422);
    expect((await move(mona, 99_999_999, { status: 'Active' })).statusCode).toBe(404);
  });
});

describe("a person's tasks on their page (GET /users/{id}/task-summary)", () => {
  it('counts their open, overdue and done tasks in the caller’s sight, open due first, done last first', async () => {
    const mona = await signIn('mona');
    const db = t.testDb.database.db;
    await create(mona, { name: 'Summary later', dueDate: addYears(today(), 1) });
    const late = await create(mona, { name: 'Summary late' });
    // Due before any other task of the file's, so first of the open ones.
    await db.update(tasks).set({ dueDate: '1990-03-01' }).where(eq(tasks.id, late.id));
    const done = await create(mona, { name: 'Summary done' });
    await db
      .update(tasks)
      .set({ status: 'Completed', updatedAt: new Date(Date.now() + 60_000) })
      .where(eq(tasks.id, done.id));
    const gone = await create(mona, { name: 'Summary deleted' });
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [gone.id] })).statusCode).toBe(200);
    const theirs = await db
      .select({ status: tasks.status, dueDate: tasks.dueDate })
      .from(tasks)
      .where(and(eq(tasks.assignedToId, people.eve.id), eq(tasks.isDeleted, false)));
    const open = theirs.filter((task) => ['New', 'Active', 'In-progress'].includes(task.status));

    const res = await mona.get(`/api/v1/users/${people.eve.id}/task-summary`);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json<{
      counts: { open: number; overdue: number; done: number };
      open: Array<{ name: string; isOverdue: boolean }>;
      recentlyDone: Array<{ name: string }>;
    }>();
    expect(summary.counts).toEqual({
      open: open.length,
      overdue: open.filter((task) => task.dueDate < today()).length,
      done: theirs.filter((task) => task.status === 'Completed' || task.status === 'Closed').length,
    });
    expect(summary.open[0]).toMatchObject({ name: 'Summary late', isOverdue: true });
    expect(summary.open.length).toBe(Math.min(5, open.length));
    expect(summary.open.map((task) => task.name)).not.toContain('Summary deleted');
    expect(summary.recentlyDone[0]?.name).toBe('Summary done');

    // Eve sees her own; the Super admin everyone’s; Pete, outside the team, hears 404 as for no one
    // and for what is no id at all.
    expect((await (await signIn('eve')).get(`/api/v1/users/${people.eve.id}/task-summary`)).statusCode).toBe(
      200,
    );
    const sam = await (await signIn('sam')).get(`/api/v1/users/${people.eve.id}/task-summary`);
    expect(sam.json().counts).toEqual(summary.counts);
    const pete = await signIn('pete');
    expect((await pete.get(`/api/v1/users/${people.eve.id}/task-summary`)).statusCode).toBe(404);
    const nobody = '7d0c1d4e-0000-4000-8000-000000000000';
    expect((await mona.get(`/api/v1/users/${nobody}/task-summary`)).statusCode).toBe(404);
    expect((await mona.get('/api/v1/users/not-an-id/task-summary')).statusCode).toBe(404);
  });
});

describe('delete and restore', () => {
  it('moves a task to the Deleted tab and restores it as New, with timeline entries', async () => {
    const mona = await signIn('mona');
    const task = await create(mona, { name: 'Delete me' });
    const current = (await mona.get(`/api/v1/tasks/${task.id}`)).json();
    await put(mona, task.id, editBody(current, { status: 'Active' }));
    const del = await mona.post('/api/v1/tasks/delete', { taskIds: [task.id] });
    expect(del.json()).toEqual({ count: 1 });
    expect(await listNames(mona, 'search=Delete%20me')).toEqual([]);
    expect(await listNames(mona, 'tab=deleted&search=Delete%20me')).toEqual(['Delete me']);
    const deleted = (await mona.get(`/api/v1/tasks/${task.id}`)).json();
    expect(deleted).toMatchObject({
      isDeleted: true,
      abilities: { edit: false, delete: false, restore: true },
    });
    expect((await put(mona, task.id, editBody(deleted, { name: 'x' }))).statusCode).toBe(403);

    const leo = await signIn('leo');
    expect((await leo.post('/api/v1/tasks/restore', { taskIds: [task.id] })).statusCode).toBe(403);
    expect((await mona.post('/api/v1/tasks/restore', { taskIds: [task.id] })).json()).toEqual({ count: 1 });
    expect((await mona.get(`/api/v1/tasks/${task.id}`)).json()).toMatchObject({
      isDeleted: false,
      status: 'New',
    });
    const types = (
      await t.testDb.database.db.select().from(taskTimeline).where(eq(taskTimeline.taskId, task.id))
    ).map((e) => e.type);
    expect(types).toEqual(['TaskCreated', 'TaskEdited', 'TaskDeleted', 'TaskRestored']);
  });

  it('refuses In-progress and Completed tasks, tasks already deleted, and callers without DeleteTask', async () => {
    const mona = await signIn('mona');
    const busy = await create(mona, { name: 'Busy' });
    const current = (await mona.get(`/api/v1/tasks/${busy.id}`)).json();
    await put(mona, busy.id, editBody(current, { status: 'In-progress' }));
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [busy.id] })).statusCode).toBe(403);
    const leo = await signIn('leo');
    const fresh = await create(leo, { name: 'Fresh' });
    expect((await leo.post('/api/v1/tasks/delete', { taskIds: [fresh.id] })).statusCode).toBe(403);
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [fresh.id, busy.id] })).statusCode).toBe(403);
    expect((await mona.get(`/api/v1/tasks/${fresh.id}`)).json().isDeleted).toBe(false);
    expect((await mona.post('/api/v1/tasks/delete', { taskIds: [] })).json().error.details).toEqual([
      { path: 'taskIds', message: 'Choose at least one task.' },
    ]);
  });
});

describe('dashboard', () => {
  it('counts the five categories with shares adding up to 100, and lists the viewed person’s tasks', async () => {
    const eve = await signIn('eve');
    const res = await eve.get('/api/v1/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.counts.map((c: { category: string }) => c.category)).toEqual([
      'New',
      'Active',
      'In-progress',
      'Completed',
      'Overdue',
    ]);
    const total = body.counts.reduce((s: number, c: { percentage: number }) => s + c.percentage, 0);
    expect(Math.round(total * 10) / 10).toBe(100);
    const list = (await eve.get('/api/v1/tasks?pageSize=100')).json<{
      items: Array<{ status: string; isOverdue: boolean }>;
    }>();
    const count = (status: string) => list.items.filter((i) => i.status === status).length;
    expect(body.counts[0].count).toBe(count('New'));
    expect(body.counts[3].count).toBe(count('Completed'));
    expect(body.counts[4].count).toBe(list.items.filter((i) => i.isOverdue).length);
    expect(
      body.myTasks.items.every((i: { assignedTo: { id: string } }) => i.assignedTo.id === people.eve.id),
    ).toBe(true);
    expect(body.myTasks.pageSize).toBe(10);
  });

  it('changes as tasks change, and answers all zeros with no tasks', async () => {
    const db = t.testDb.database.db;
    const lone = await createUser(db, {
      firstName: 'lone',
      email: 'lone@example.com',
      permissions: ['CreateTask'],
    });
    const client = new TestClient(t.app, '10.41.0.1');
    await client.login(lone.email, TEST_PASSWORD);
    const empty = (await client.get('/api/v1/dashboard')).json();
    expect(empty.counts.map((c: { percentage: number }) => c.percentage)).toEqual([0, 0, 0, 0, 0]);
    const mona = await signIn('mona');
    const before = (await mona.get('/api/v1/dashboard')).json().counts[0].count;
    await create(mona, { name: 'One more' });
    expect((await mona.get('/api/v1/dashboard')).json().counts[0].count).toBe(before + 1);
    expect((await mona.get('/api/v1/dashboard?pageSize=15')).statusCode).toBe(422);
  });
});
