import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatTaskNumber } from '../../../shared/rules/tasks.ts';
import { TASK_EXPORT_COLUMNS, TASK_EXPORT_MAX_IDS } from '../../../shared/schemas/task-export.schema.ts';
import { projectMembers, projects, taskMentions, tasks, users } from '../../db/schema.ts';
import { createUser, TEST_PASSWORD } from '../../test/fixtures.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { TASK_SORT_COLUMNS, type TaskListQuery } from '../../../shared/schemas/tasks.schema.ts';
import { findTaskListToExport } from './task-export.repository.ts';
import { TASK_EXPORT_BATCH_SIZE } from './task-export.service.ts';
import { findTaskRows, taskListWhere } from './task-list.repository.ts';

/**
 *   sam (Super admin) ── mona ── leo ── eve
 *                     └─ pete
 * Apollo: mona, leo, eve; its many tasks are given by mona to leo, eve or nobody. Zephyr: pete,
 * whose tasks nobody below sam sees.
 */
let t: TestApp;
let ip = 0;
const people = {} as Record<'sam' | 'mona' | 'leo' | 'eve' | 'pete', { id: string; email: string }>;
let apollo: number;
let zephyr: number;
/** More rows than one batch of the export, so that "Export all" runs several queries. */
const APOLLO_TASKS = 2 * TASK_EXPORT_BATCH_SIZE + 300;
let peteTask: number;
let evilTask: number;
let lateTask: number;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  const mk = (name: string, managerId: string | null, role: 'superAdmin' | 'Employee' = 'Employee') =>
    createUser(db, { firstName: name, lastName: 'Test', email: `${name}@example.com`, managerId, role });
  people.sam = await mk('sam', null, 'superAdmin');
  people.mona = await mk('mona', people.sam.id);
  people.leo = await mk('leo', people.mona.id);
  people.eve = await mk('eve', people.leo.id);
  people.pete = await mk('pete', people.sam.id);
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
  // Names, due dates, statuses and assignees repeat, so every order has ties that the id breaks;
  // creation instants a microsecond apart and repeated test that a batch starts exactly where the
  // last one stopped; a tenth is deleted, a seventh unassigned.
  await db.execute(sql`insert into tasks
      (name, project_id, assigned_to_id, assigned_by_id, created_by_id, due_date, description, status,
       is_deleted, created_at)
    select 'Task ' || (g % 37), ${apollo},
      case when g % 7 = 0 then null when g % 2 = 0 then ${people.leo.id}::uuid else ${people.eve.id}::uuid end,
      ${people.mona.id}, ${people.mona.id}, date '2026-03-01' + (g % 45), 'About ' || g,
      (enum_range(null::task_status))[1 + g % 6], g % 10 = 0,
      timestamptz '2026-01-05 10:00:00+00' + (g % 300) * interval '1 microsecond'
    from generate_series(1, ${APOLLO_TASKS}) g`);
  const [pete] = await db
    .insert(tasks)
    .values({
      name: 'Secret Zephyr plan',
      projectId: zephyr,
      assignedToId: people.pete.id,
      assignedById: people.pete.id,
      createdById: people.pete.id,
      dueDate: '2026-03-10',
      description: 'Not for Apollo',
    })
    .returning();
  peteTask = pete!.id;
  const [evil] = await db
    .insert(tasks)
    .values({
      name: '=HYPERLINK("http://x","y")',
      projectId: apollo,
      assignedToId: null,
      assignedById: people.mona.id,
      createdById: people.mona.id,
      dueDate: '2026-04-30',
      description: '-2+3, then "quotes"\nand a second line',
      status: 'Active',
      createdAt: new Date('2026-01-01T20:00:00Z'),
    })
    .returning();
  evilTask = evil!.id;
  const [late] = await db
    .insert(tasks)
    .values({
      name: 'Café 東京',
      projectId: apollo,
      assignedToId: people.eve.id,
      assignedById: people.mona.id,
      createdById: people.mona.id,
      dueDate: '2026-05-01',
      description: '@mention +1',
      createdAt: new Date('2026-01-01T18:29:59Z'),
    })
    .returning();
  lateTask = late!.id;
});
afterAll(async () => {
  await t.close();
});

async function signIn(who: keyof typeof people): Promise<TestClient> {
  const client = new TestClient(t.app, `10.41.${Math.floor(ip / 200)}.${ip++ % 200}`);
  const res = await client.login(people[who].email, TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

const BOM = '\uFEFF';
const HEADER = TASK_EXPORT_COLUMNS.map((c) => `"${c}"`).join(',');

/** The records of a CSV document (RFC 4180, every field quoted as ours are), header included. */
function parseCsv(document: string): string[][] {
  expect(document.startsWith(BOM)).toBe(true);
  const records: string[][] = [];
  let record: string[] = [];
  const field = /"((?:[^"]|"")*)"(,|\r\n)/gy;
  field.lastIndex = BOM.length;
  for (let m = field.exec(document); m; m = field.exec(document)) {
    record.push(m[1]!.replaceAll('""', '"'));
    if (m[2] === '\r\n') {
      records.push(record);
      record = [];
    }
  }
  expect(field.lastIndex === 0 ? document.length : field.lastIndex).toBe(document.length);
  return records;
}

/** The readable ids of a CSV's rows, in order. */
const idsOf = (document: string) =>
  parseCsv(document)
    .slice(1)
    .map((r) => r[0]);

/** Every task of a list, in its order, as the list's pages give them. */
async function listNumbers(client: TestClient, query: string, headers: Record<string, string> = {}) {
  const numbers: string[] = [];
  for (let page = 1; ; page++) {
    const res = await client.request({ url: `/api/v1/tasks?${query}&page=${page}&pageSize=100`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json<{ items: Array<{ number: string }> }>().items;
    numbers.push(...items.map((i) => i.number));
    if (items.length < 100) return numbers;
  }
}

const exportSelected = (client: TestClient, payload: object) =>
  client.post('/api/v1/tasks/export.csv', payload);

describe('task exports: who may', () => {
  it('answers 401 without a session', async () => {
    const anonymous = new TestClient(t.app, '10.41.250.1');
    for (const res of [
      await anonymous.get('/api/v1/tasks/export.csv'),
      await exportSelected(anonymous, { ids: [evilTask] }),
      await anonymous.get(`/api/v1/tasks/${evilTask}/export.csv`),
    ]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error.code).toBe('unauthenticated');
    }
  });

  it('refuses the selected-rows export without the CSRF header', async () => {
    const mona = await signIn('mona');
    const res = await mona.post('/api/v1/tasks/export.csv', { ids: [evilTask] }, { csrf: false });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('csrf_failed');
  });
});

describe('Task_list.csv of selected rows', () => {
  it('holds only the visible ones among the ids, in the order given, with the download headers', async () => {
    const mona = await signIn('mona');
    const res = await exportSelected(mona, { ids: [lateTask, peteTask, 2_000_000_000, evilTask, lateTask] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename=Task_list.csv');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    expect(res.body.startsWith(`${BOM}${HEADER}\r\n`)).toBe(true);
    expect(idsOf(res.body)).toEqual([formatTaskNumber(lateTask), formatTaskNumber(evilTask)]);
    expect(res.body).not.toContain('Zephyr');
  });

  it('writes each column as the list shows it, with formulas made inert', async () => {
    const mona = await signIn('mona');
    const res = await exportSelected(mona, { ids: [evilTask, lateTask] });
    const [header, evil, late] = parseCsv(res.body);
    expect(header).toEqual([...TASK_EXPORT_COLUMNS]);
    expect(evil).toEqual([
      formatTaskNumber(evilTask),
      `'=HYPERLINK("http://x","y")`,
      'mona Test',
      '',
      '30-04-2026',
      // 20:00 UTC is the next morning in Asia/Kolkata, the viewer's time zone.
      '02-01-2026',
      `'-2+3, then "quotes"\nand a second line`,
      'Active',
    ]);
    expect(late).toEqual([
      formatTaskNumber(lateTask),
      'Café 東京',
      'mona Test',
      'eve Test',
      '01-05-2026',
      '01-01-2026',
      `'@mention +1`,
      'New',
    ]);
    // The raw text: quotes doubled inside quoted fields.
    expect(res.body).toContain(`"'=HYPERLINK(""http://x"",""y"")"`);
  });

  it('shows the creation day in the viewer’s own time zone', async () => {
    const db = t.testDb.database.db;
    // 18:29:59 UTC: the last second of 1 January in Asia/Kolkata, already 2 January in Tokyo.
    await db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, people.leo.id));
    try {
      const leo = await signIn('leo');
      const [, late] = parseCsv((await exportSelected(leo, { ids: [lateTask] })).body);
      expect(late![5]).toBe('02-01-2026');
    } finally {
      await db.update(users).set({ timeZone: null }).where(eq(users.id, people.leo.id));
    }
  });

  it('is the header alone when none of the ids is visible', async () => {
    const eve = await signIn('eve');
    const res = await exportSelected(eve, { ids: [peteTask, 2_000_000_000] });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(`${BOM}${HEADER}\r\n`);
  });

  it.each([
    [{}, 'ids'],
    [{ ids: [] }, 'ids'],
    [{ ids: ['1'] }, 'ids.0'],
    [{ ids: [0] }, 'ids.0'],
    [{ ids: Array.from({ length: TASK_EXPORT_MAX_IDS + 1 }, (_, i) => i + 1) }, 'ids'],
    [{ ids: [1], tab: 'all' }, 'tab'],
  ])('refuses the body %j with 422 and a detail at %s', async (payload, path) => {
    const mona = await signIn('mona');
    const res = await exportSelected(mona, payload);
    expect(res.statusCode).toBe(422);
    const body = res.json<{ error: { code: string; details: Array<{ path: string }> } }>();
    expect(body.error.code).toBe('validation_failed');
    expect(body.error.details.map((d) => d.path)).toContain(path);
  });

  it('answers a body that is not JSON with 400', async () => {
    const mona = await signIn('mona');
    const res = await mona.request({
      method: 'POST',
      url: '/api/v1/tasks/export.csv',
      payload: '{"ids": [1',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_json');
  });
});

describe('Task_Id-{id}.csv', () => {
  it('is one visible task, named with its id', async () => {
    const eve = await signIn('eve');
    const res = await eve.get(`/api/v1/tasks/${lateTask}/export.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=Task_Id-${lateTask}.csv`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(idsOf(res.body)).toEqual([formatTaskNumber(lateTask)]);
  });

  it('is a 404 for a task outside the caller’s scope, or none at all', async () => {
    const mona = await signIn('mona');
    for (const id of [peteTask, 2_000_000_000]) {
      const res = await mona.get(`/api/v1/tasks/${id}/export.csv`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Task not found.' });
    }
    const sam = await signIn('sam');
    expect((await sam.get(`/api/v1/tasks/${peteTask}/export.csv`)).statusCode).toBe(200);
  });
});

describe('the exports of a task someone was mentioned on', () => {
  // Two tasks of leo's own in Apollo: eve (a member of Apollo, below leo) sees neither in her
  // lists; she is mentioned on the first, and so is pete, who is not in Apollo.
  let mentioned: number;
  let unmentioned: number;
  beforeAll(async () => {
    const db = t.testDb.database.db;
    const leoTask = (name: string) => ({
      name,
      projectId: apollo,
      assignedToId: people.leo.id,
      assignedById: people.leo.id,
      createdById: people.leo.id,
      dueDate: '2026-03-12',
      description: 'Leo’s own',
    });
    const rows = await db
      .insert(tasks)
      .values([leoTask('Leo asks eve'), leoTask('Leo alone')])
      .returning({ id: tasks.id });
    [mentioned, unmentioned] = rows.map((r) => r.id) as [number, number];
    await db.insert(taskMentions).values([
      { taskId: mentioned, userId: people.eve.id },
      { taskId: mentioned, userId: people.pete.id },
    ]);
  });

  it('gives the mentioned project member the task’s file, as she may open the task', async () => {
    const eve = await signIn('eve');
    expect((await eve.get(`/api/v1/tasks/${mentioned}`)).statusCode).toBe(200);
    const res = await eve.get(`/api/v1/tasks/${mentioned}/export.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toBe(`attachment; filename=Task_Id-${mentioned}.csv`);
    const [, row] = parseCsv(res.body);
    expect(row?.slice(0, 2)).toEqual([formatTaskNumber(mentioned), 'Leo asks eve']);
    const selected = await exportSelected(eve, { ids: [unmentioned, mentioned] });
    expect(idsOf(selected.body)).toEqual([formatTaskNumber(mentioned)]);
  });

  it('is a 404 for whoever may not open the task, mentioned or not', async () => {
    const eve = await signIn('eve');
    const pete = await signIn('pete');
    for (const [client, id] of [
      [eve, unmentioned],
      [pete, mentioned],
    ] as const) {
      expect((await client.get(`/api/v1/tasks/${id}`)).statusCode).toBe(404);
      const res = await client.get(`/api/v1/tasks/${id}/export.csv`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: 'Task not found.' });
    }
  });
});

describe('Export all', () => {
  it('streams every row of a filtered list, in the list’s order, over several batches', async () => {
    const mona = await signIn('mona');
    const query =
      'tab=all&statuses=New&statuses=Active&statuses=In-progress&statuses=Completed&orderBy=createdAt&sort=desc';
    const expected = await listNumbers(mona, query);
    expect(expected.length).toBeGreaterThan(TASK_EXPORT_BATCH_SIZE);
    const res = await mona.get(`/api/v1/tasks/export.csv?${query}&page=3&pageSize=15`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename=Task_list.csv');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['transfer-encoding']).toBe('chunked');
    expect(idsOf(res.body)).toEqual(expected);
  });

  it.each([
    'tab=all&orderBy=assignedTo&sort=asc',
    'tab=all&orderBy=assignedTo&sort=desc',
    'tab=all&orderBy=status&sort=asc&assignees=unassigned&assignees=me',
    'tab=deleted&orderBy=dueDate&sort=desc',
    'tab=all&search=task%201&orderBy=name&sort=asc',
    'tab=all&search=task%202&orderBy=status&sort=desc',
    'tab=all&orderBy=number&sort=asc&from=2026-03-10&to=2026-03-20',
  ])('matches the list for %s', async (query) => {
    const mona = await signIn('mona');
    const res = await mona.get(`/api/v1/tasks/export.csv?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(idsOf(res.body)).toEqual(await listNumbers(mona, query));
  });

  it('exports what the person chosen in the hierarchy selector sees', async () => {
    const mona = await signIn('mona');
    const asEve = { 'x-view-as': people.eve.id };
    const query = 'tab=assigned-to-me&orderBy=dueDate&sort=asc';
    const res = await mona.request({ url: `/api/v1/tasks/export.csv?${query}`, headers: asEve });
    const rows = parseCsv(res.body).slice(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((r) => r[3]))).toEqual(new Set(['eve Test']));
    expect(rows.map((r) => r[0])).toEqual(await listNumbers(mona, query, asEve));
    const pete = await signIn('pete');
    const outside = await pete.request({ url: '/api/v1/tasks/export.csv', headers: asEve });
    expect(outside.statusCode).toBe(404);
  });

  it('never holds a task outside the scope', async () => {
    const eve = await signIn('eve');
    const res = await eve.get('/api/v1/tasks/export.csv?tab=all');
    const rows = parseCsv(res.body).slice(1);
    expect(rows.map((r) => r[0])).not.toContain(formatTaskNumber(peteTask));
    expect(rows.map((r) => r[0])).toEqual(await listNumbers(eve, 'tab=all'));
  });

  it('refuses a query the list refuses, with 422', async () => {
    const mona = await signIn('mona');
    const res = await mona.get('/api/v1/tasks/export.csv?tab=nope');
    expect(res.statusCode).toBe(422);
    expect(res.json().error.details[0].path).toBe('tab');
  });
});

describe('Export all batches', () => {
  const orders = TASK_SORT_COLUMNS.flatMap((orderBy) =>
    (['asc', 'desc'] as const).flatMap((sort) =>
      [undefined, 'task 1'].map((search) => ({ orderBy, sort, search })),
    ),
  );

  it.each(orders)('keep the list’s order: %j', async (order) => {
    const db = t.testDb.database.db;
    const query: TaskListQuery = {
      tab: 'all',
      from: '2026-03-01',
      to: '2026-03-10',
      page: 1,
      pageSize: 100_000,
      ...order,
    };
    const where = taskListWhere(
      { scope: { userId: people.sam.id, all: true }, named: null },
      query,
      '2026-03-20',
    );
    const whole = (await findTaskRows(db, where, query)).map((row) => row.id);
    const batched: number[] = [];
    // Small batches split ties, missing assignees and instants a microsecond apart.
    for await (const batch of findTaskListToExport(db, where, query, 13))
      batched.push(...batch.map((r) => r.id));
    expect(batched.length).toBeGreaterThan(50);
    expect(batched).toEqual(whole);
  });
});
