import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECOVERY_MAX_PER_ADDRESS, RECOVERY_WINDOW_MINUTES } from '../../shared/constants.ts';
import { todayIn } from '../../shared/rules/dates.ts';
import { departments, idempotencyKeys, mailOutbox, projectMembers, projects, tasks } from '../db/schema.ts';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';
import { settleAfterResponseWork } from './after-response.ts';
import { REPLAYED_HEADER } from './idempotency.plugin.ts';

let t: TestApp;
let ip = 0;
let apollo: number;
const people = {} as Record<'sam' | 'mona' | 'pete', { id: string; email: string }>;
/** Calls of the test-only route below, which fails with a 500 the first time. */
let flakyCalls = 0;

beforeAll(async () => {
  t = await createTestApp();
  // A route that fails on our side once, to show that a 5xx is not kept.
  t.app.post('/api/v1/test-flaky', { config: { idempotent: true } }, async (_request, reply) => {
    if (++flakyCalls === 1) throw new Error('the database fell over');
    return reply.status(201).send({ call: flakyCalls });
  });
  const db = t.testDb.database.db;
  people.sam = await createUser(db, { firstName: 'Sam', role: 'superAdmin' });
  people.mona = await createUser(db, {
    firstName: 'Mona',
    managerId: people.sam.id,
    permissions: ['CreateTask'],
  });
  people.pete = await createUser(db, {
    firstName: 'Pete',
    managerId: people.sam.id,
    permissions: ['CreateTask'],
  });
  const [a] = await db.insert(projects).values({ name: 'Apollo', description: '' }).returning();
  apollo = a!.id;
  await db.insert(projectMembers).values([
    { projectId: apollo, userId: people.mona.id },
    { projectId: apollo, userId: people.pete.id },
  ]);
});
afterAll(async () => {
  await t.close();
});

const nextIp = () => `10.61.${Math.floor(ip / 200)}.${ip++ % 200}`;

async function signIn(who: keyof typeof people): Promise<TestClient> {
  const client = new TestClient(t.app, nextIp());
  const res = await client.login(people[who].email, TEST_PASSWORD);
  expect(res.statusCode, res.body).toBe(200);
  return client;
}

/** A week ahead of the test clock, so that the body stays valid when the clock moves a day. */
const dueDate = todayIn('Asia/Kolkata', new Date(Date.now() + 7 * 86_400_000));
const newTask = (name: string) => ({
  name,
  projectId: apollo,
  assignedToId: null,
  dueDate,
  description: 'Plan it.',
});

const postTask = (client: TestClient, name: string, key?: string) =>
  client.post(
    '/api/v1/tasks',
    newTask(name),
    key === undefined ? {} : { headers: { 'idempotency-key': key } },
  );

/** Forgot password for `email`, sent by `client` with an Idempotency-Key. */
const forgotWithKey = (client: TestClient, email: string, key: string) =>
  client.post('/api/v1/auth/password/forgot', { email }, { headers: { 'idempotency-key': key } });

async function tasksNamed(name: string): Promise<number> {
  return (await t.ctx.db.select().from(tasks).where(eq(tasks.name, name))).length;
}

describe('Idempotency-Key on POST /api/v1/tasks', () => {
  it('answers a repeat with the same key and body as the first time, creating one task', async () => {
    const mona = await signIn('mona');
    const first = await postTask(mona, 'Double-clicked save', 'key-same-body');
    const again = await postTask(mona, 'Double-clicked save', 'key-same-body');
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(again.headers[REPLAYED_HEADER]).toBe('true');
    expect(first.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await tasksNamed('Double-clicked save')).toBe(1);
  });

  it('refuses the same key with another body with 422, creating nothing more', async () => {
    const mona = await signIn('mona');
    expect((await postTask(mona, 'First body', 'key-other-body')).statusCode).toBe(201);
    const other = await postTask(mona, 'Second body', 'key-other-body');
    expect(other.statusCode).toBe(422);
    expect(other.json().error.code).toBe('idempotency_key_reused');
    expect(await tasksNamed('Second body')).toBe(0);
  });

  it('lets exactly one of several concurrent requests with the same key run', async () => {
    const mona = await signIn('mona');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => postTask(mona, 'Concurrent save', 'key-concurrent')),
    );
    const ran = answers.filter((r) => r.statusCode === 201 && r.headers[REPLAYED_HEADER] === undefined);
    expect(ran).toHaveLength(1);
    for (const other of answers.filter((r) => r !== ran[0])) {
      if (other.statusCode === 409) expect(other.json().error.code).toBe('request_in_progress');
      else expect([other.statusCode, other.body]).toEqual([201, ran[0]!.body]);
    }
    expect(await tasksNamed('Concurrent save')).toBe(1);
  });

  it('keeps the keys of different users apart', async () => {
    const mona = await signIn('mona');
    const pete = await signIn('pete');
    const byMona = await postTask(mona, 'Same key, two people', 'key-shared');
    const byPete = await postTask(pete, 'Same key, two people', 'key-shared');
    expect(byMona.statusCode).toBe(201);
    expect(byPete.statusCode).toBe(201);
    expect(byPete.json().id).not.toBe(byMona.json().id);
    expect(await tasksNamed('Same key, two people')).toBe(2);
  });

  it('keeps the keys of different routes apart', async () => {
    const sam = await signIn('sam');
    const task = await postTask(sam, 'Key on two routes', 'key-two-routes');
    const department = await sam.post(
      '/api/v1/departments',
      { name: 'Key on two routes' },
      { headers: { 'idempotency-key': 'key-two-routes' } },
    );
    expect(task.statusCode).toBe(201);
    expect(department.statusCode, department.body).toBe(201);
  });

  it('creates two tasks for two requests without the header, as before', async () => {
    const mona = await signIn('mona');
    expect((await postTask(mona, 'No key at all')).statusCode).toBe(201);
    expect((await postTask(mona, 'No key at all')).statusCode).toBe(201);
    expect(await tasksNamed('No key at all')).toBe(2);
  });

  it.each([
    ['empty', ''],
    ['longer than 255 characters', 'k'.repeat(256)],
    ['not ASCII', 'clé-é'],
    ['with a control character', 'a\tb'],
    ['an empty quoted string', '""'],
  ])('answers 400 to a key that is %s, creating nothing', async (_label, key) => {
    const mona = await signIn('mona');
    const res = await postTask(mona, `Malformed key ${key.length}`, key);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_idempotency_key');
    expect(await tasksNamed(`Malformed key ${key.length}`)).toBe(0);
  });

  it('reads a quoted key (a structured-field string) as the bare key', async () => {
    const mona = await signIn('mona');
    const bare = await postTask(mona, 'Quoted key', 'key-quoted');
    const quoted = await postTask(mona, 'Quoted key', '"key-quoted"');
    expect(quoted.body).toBe(bare.body);
    expect(await tasksNamed('Quoted key')).toBe(1);
  });

  it('does not keep an answer refused by validation', async () => {
    const mona = await signIn('mona');
    const invalid = await mona.post(
      '/api/v1/tasks',
      { ...newTask(''), name: '' },
      { headers: { 'idempotency-key': 'key-after-422' } },
    );
    expect(invalid.statusCode).toBe(422);
    const fixed = await postTask(mona, 'Fixed after a 422', 'key-after-422');
    expect(fixed.statusCode, fixed.body).toBe(201);
  });

  it('answers 409 while the first request runs, and lets a repeat take over a claim abandoned for minutes', async () => {
    const mona = await signIn('mona');
    expect((await postTask(mona, 'Crashed midway', 'key-abandoned')).statusCode).toBe(201);
    // As if the process answering it had died before keeping the answer.
    await t.ctx.db
      .update(idempotencyKeys)
      .set({ state: 'running', responseStatus: null, responseBody: null })
      .where(eq(idempotencyKeys.key, 'key-abandoned'));
    const running = await postTask(mona, 'Crashed midway', 'key-abandoned');
    expect(running.statusCode).toBe(409);
    expect(running.json().error.code).toBe('request_in_progress');
    t.clock.advanceMinutes(3);
    const takenOver = await postTask(mona, 'Crashed midway', 'key-abandoned');
    expect(takenOver.statusCode).toBe(201);
    expect(takenOver.headers[REPLAYED_HEADER]).toBeUndefined();
  });
});

describe('Idempotency-Key on other create routes', () => {
  it('answers a repeated custom department like the first, not with "already exists"', async () => {
    const sam = await signIn('sam');
    const send = () =>
      sam.post('/api/v1/departments', { name: 'Logistics' }, { headers: { 'idempotency-key': 'key-dept' } });
    const first = await send();
    const again = await send();
    expect(first.statusCode, first.body).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.body).toBe(first.body);
    expect(await t.ctx.db.select().from(departments).where(eq(departments.name, 'Logistics'))).toHaveLength(
      1,
    );
  });

  it('does not keep a refusal by the service: the same key runs again once the conflict is gone', async () => {
    const sam = await signIn('sam');
    const send = () =>
      sam.post(
        '/api/v1/departments',
        { name: 'Facilities' },
        { headers: { 'idempotency-key': 'key-refused' } },
      );
    expect((await sam.post('/api/v1/departments', { name: 'Facilities' })).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(409);
    await t.ctx.db.delete(departments).where(eq(departments.name, 'Facilities'));
    const created = await send();
    expect(created.statusCode, created.body).toBe(201);
    expect(created.headers[REPLAYED_HEADER]).toBeUndefined();
  });

  it('queues one reset mail for a forgot-password request sent twice with its key', async () => {
    const user = await createUser(t.testDb.database.db);
    const anonymous = new TestClient(t.app, nextIp());
    const forgot = (key: string) => forgotWithKey(anonymous, user.email, key);
    const first = await forgot('key-forgot');
    const again = await forgot('key-forgot');
    await settleAfterResponseWork();
    expect(first.statusCode).toBe(202);
    expect(again.statusCode).toBe(202);
    expect(again.body).toBe(first.body);
    const queued = () =>
      t.ctx.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.toAddress, user.email), eq(mailOutbox.kind, 'reset_password')));
    expect(await queued()).toHaveLength(1);
    // From another address the same key is another key.
    const elsewhere = new TestClient(t.app, nextIp());
    const other = await forgotWithKey(elsewhere, user.email, 'key-forgot');
    await settleAfterResponseWork();
    expect(other.statusCode).toBe(202);
    expect(await queued()).toHaveLength(2);
  });

  it('does not keep a 5xx, so that a retry with the key runs again', async () => {
    const anonymous = new TestClient(t.app, nextIp());
    const send = () =>
      anonymous.post('/api/v1/test-flaky', {}, { headers: { 'idempotency-key': 'key-flaky' } });
    expect((await send()).statusCode).toBe(500);
    const retried = await send();
    expect(retried.statusCode).toBe(201);
    expect(retried.json()).toEqual({ call: 2 });
    const replayed = await send();
    expect(replayed.body).toBe(retried.body);
    expect(flakyCalls).toBe(2);
  });
});

describe('Idempotency-Key and the recovery throttle', () => {
  it('does not keep a 429, so that the same key works once the throttle window is over', async () => {
    const user = await createUser(t.testDb.database.db);
    const anonymous = new TestClient(t.app, nextIp());
    const forgot = (key: string) => forgotWithKey(anonymous, user.email, key);
    for (let i = 0; i < RECOVERY_MAX_PER_ADDRESS; i++)
      expect((await forgot(`key-throttle-${i}`)).statusCode).toBe(202);
    expect((await forgot('key-throttled')).statusCode).toBe(429);
    t.clock.advanceMinutes(RECOVERY_WINDOW_MINUTES + 1);
    const later = await forgot('key-throttled');
    expect(later.statusCode).toBe(202);
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
    await settleAfterResponseWork();
  });
});

describe('Idempotency-Key expiry', () => {
  it('ignores a key older than 24 hours even before the job deletes it', async () => {
    const mona = await signIn('mona');
    expect((await postTask(mona, 'A day later', 'key-expired')).statusCode).toBe(201);
    t.clock.advanceMinutes(24 * 60 + 1);
    const later = await postTask(mona, 'A day later', 'key-expired');
    expect(later.statusCode, later.body).toBe(201);
    expect(later.headers[REPLAYED_HEADER]).toBeUndefined();
    expect(await tasksNamed('A day later')).toBe(2);
  });
});
