/**
 * A database write that fails for lack of space answers 507 storage_full, as an upload to a full
 * disk does, while reads go on; and no log line of a failed write carries the statement's values,
 * only its text and SQLSTATE code. The failures come from a trigger on the tasks table that raises
 * PostgreSQL's own error codes, as a full disk or a failing statement would.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GENERIC_ERROR_MESSAGE } from '../../shared/constants.ts';
import { todayIn } from '../../shared/rules/dates.ts';
import { STORAGE_MESSAGES } from '../../shared/schemas/common.schema.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { projectMembers, projects } from '../db/schema.ts';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { TestClient } from '../test/test-app.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';

/** A task name no log line may show. */
const SECRET_NAME = 'Quokka Zanzibar 4711';

let testDb: TestDatabase;
let app: FastifyInstance;
let client: TestClient;
let user: { id: string; email: string };
let projectId: number;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-db-full-'));
let logLines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDatabase();
  const db = testDb.database.db;
  user = await createUser(db, { firstName: 'Fran', lastName: 'Full', permissions: ['CreateTask'] });
  const [project] = await db.insert(projects).values({ name: 'Disk', description: '' }).returning();
  projectId = project!.id;
  await db.insert(projectMembers).values({ projectId, userId: user.id });
  app = await buildApp({
    database: testDb.database,
    config: { ...loadConfig({}), dataDir, scryptLog2N: 10 },
    serveWeb: false,
    logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } },
  });
  client = new TestClient(app, '10.92.0.1');
  expect((await client.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await testDb?.destroy();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await dropFailure();
  logLines = [];
});

/**
 * Makes every insert into tasks fail with this SQLSTATE and message, as PostgreSQL would; `%` in
 * the message stands for the new task's name.
 */
async function failInserts(code: string, message: string): Promise<void> {
  const db = testDb.database.db;
  await db.execute(
    sql.raw(`create function orgdesk_test_fail_insert() returns trigger language plpgsql as $$
      begin
        raise exception using message = replace('${message}', '%', new.name), errcode = '${code}';
      end $$`),
  );
  await db.execute(
    sql.raw(`create trigger orgdesk_test_fail_insert before insert on tasks
      for each row execute function orgdesk_test_fail_insert()`),
  );
}

async function dropFailure(): Promise<void> {
  const db = testDb.database.db;
  await db.execute(sql.raw('drop trigger if exists orgdesk_test_fail_insert on tasks'));
  await db.execute(sql.raw('drop function if exists orgdesk_test_fail_insert()'));
}

const addTask = () =>
  client.post('/api/v1/tasks', {
    name: SECRET_NAME,
    projectId,
    assignedToId: user.id,
    dueDate: todayIn('Asia/Kolkata'),
    description: 'Written on a full disk',
  });

/** The logged `err` objects, as JSON text. */
const loggedErrors = () =>
  logLines.map((line) => JSON.stringify((JSON.parse(line) as { err?: unknown }).err));

describe('a database without space for a write', () => {
  it.each([
    ['disk_full', '53100', 'could not extend file "base/16384/16390": No space left on device'],
    [
      'insufficient_resources about space',
      '53000',
      'could not write to file "pg_wal/xlogtemp": No space left on device',
    ],
  ])(
    'answers 507 storage_full to the write (%s), keeps serving reads, and writes again once space is back',
    async (_, code, message) => {
      await failInserts(code, message);
      const refused = await addTask();
      expect(refused.statusCode, refused.body).toBe(507);
      expect(refused.json()).toEqual({ error: { code: 'storage_full', message: STORAGE_MESSAGES.full } });
      expect((await client.get('/api/v1/tasks')).statusCode).toBe(200);

      // Logged with the statement and the code, not the task's name.
      const [logged] = loggedErrors().filter((err) => err.includes(code));
      expect(logged).toContain('insert into \\"tasks\\"');
      expect(logged).toContain('No space left on device');
      expect(logLines.join('\n')).not.toContain(SECRET_NAME);

      await dropFailure();
      const created = await addTask();
      expect(created.statusCode, created.body).toBe(201);
    },
  );

  it('answers other resource failures as before (500), without calling them full', async () => {
    await failInserts('53200', 'out of memory');
    const res = await addTask();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: GENERIC_ERROR_MESSAGE } });
  });
});

describe('the log of a failed write', () => {
  it('names the statement and its SQLSTATE code but none of its values', async () => {
    // A message that quotes the row, as PostgreSQL's own do ('invalid input syntax …: "…"').
    await failInserts('P0001', 'rejected task %');
    const res = await addTask();
    expect(res.statusCode).toBe(500);
    const logged = loggedErrors().filter((err) => err.includes('P0001'));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('insert into \\"tasks\\"');
    expect(logLines.length).toBeGreaterThan(0);
    expect(logLines.join('\n')).not.toContain(SECRET_NAME);
  });
});
