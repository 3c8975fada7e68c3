/**
 * PostgreSQL only (npm run test:pg): two instances of the app on one database. What one of them
 * changes reaches the other's read cache through LISTEN/NOTIFY: a revoked session or a
 * deactivated person is refused there as soon as the notification has arrived, without the other
 * instance spending a round trip per request to find out.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../shared/constants.ts';
import { buildApp } from '../app.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';

let a: TestApp;
let bDatabase: Database;
let b: FastifyInstance;

beforeAll(async () => {
  a = await createTestApp();
  bDatabase = await openDatabase({ databaseUrl: a.testDb.url });
  b = await buildApp({ database: bDatabase, config: a.config, now: a.clock.now, serveWeb: false });
});
afterAll(async () => {
  await b.close();
  await bDatabase.close();
  await a.close();
});

/** The same browser session, sent to instance B. */
function onB(client: TestClient): TestClient {
  const other = new TestClient(b, client.ip);
  other.cookies.set(SESSION_COOKIE, client.session!);
  return other;
}

/** B's cache keeps what it read: a request costs B no round trip for the session. */
async function bRoundTrips(client: TestClient, url: string) {
  const before = bDatabase.statementCount();
  const res = await client.get(url);
  return { status: res.statusCode, roundTrips: bDatabase.statementCount() - before };
}

describe('two instances on one PostgreSQL database', () => {
  it('a session signed out on A is refused on B, whose cache had it', async () => {
    const user = await createUser(a.testDb.database.db);
    const onA = new TestClient(a.app, '10.70.0.1');
    expect((await onA.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const stolen = onB(onA);
    expect((await stolen.get('/api/v1/auth/me')).statusCode).toBe(200);
    expect(await bRoundTrips(stolen, '/api/v1/auth/me')).toEqual({ status: 200, roundTrips: 0 });

    expect((await onA.post('/api/v1/auth/logout')).statusCode).toBe(204);
    await bDatabase.changes.sync();
    expect((await stolen.get('/api/v1/auth/me')).statusCode).toBe(401);
  });

  it('a person deactivated through A is refused on B', async () => {
    const admin = await createUser(a.testDb.database.db, { role: 'superAdmin' });
    const person = await createUser(a.testDb.database.db);
    const adminOnA = new TestClient(a.app, '10.70.0.2');
    expect((await adminOnA.login(admin.email, TEST_PASSWORD)).statusCode).toBe(200);
    const personOnA = new TestClient(a.app, '10.70.0.3');
    expect((await personOnA.login(person.email, TEST_PASSWORD)).statusCode).toBe(200);
    const personOnB = onB(personOnA);
    expect((await personOnB.get('/api/v1/tasks')).statusCode).toBe(200);

    const res = await adminOnA.post(`/api/v1/users/${person.id}/deactivate`, {});
    expect(res.statusCode, res.body).toBe(200);
    await bDatabase.changes.sync();
    expect((await personOnB.get('/api/v1/tasks')).statusCode).toBe(401);
  });

  it('B reads through while its listener is down, and caches again once it is back', async () => {
    const user = await createUser(a.testDb.database.db);
    const onA = new TestClient(a.app, '10.70.0.4');
    expect((await onA.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
    const client = onB(onA);
    await client.get('/api/v1/auth/me');
    expect(await bRoundTrips(client, '/api/v1/auth/me')).toEqual({ status: 200, roundTrips: 0 });

    // Another session ends B's listener connection: until it listens again nothing is kept.
    await a.testDb.database.db.execute(terminateListeners(new URL(a.testDb.url!).pathname.slice(1)));
    await waitUntil(() => !bDatabase.changes.isLive());
    expect((await bRoundTrips(client, '/api/v1/auth/me')).roundTrips).toBeGreaterThan(0);
    await waitUntil(() => bDatabase.changes.isLive());
    await client.get('/api/v1/auth/me');
    expect(await bRoundTrips(client, '/api/v1/auth/me')).toEqual({ status: 200, roundTrips: 0 });
  });
});

/** Ends every LISTENing connection to the database (both instances' listeners). */
function terminateListeners(database: string) {
  return sql`select pg_terminate_backend(pid) from pg_stat_activity
    where datname = ${database} and query like 'LISTEN%' and pid <> pg_backend_pid()`;
}

async function waitUntil(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}
