/**
 * Readiness (`/api/ready`) tells a load balancer whether to send this instance traffic: its
 * database and its file storage answer, its migrations are applied, and it is not shutting down.
 * Liveness (`/api/health`) stays 200 in all but the database's case.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestS3, type TestS3 } from '../../test/s3-server.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let s3: TestS3;
let t: TestApp;
let draining = false;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({ storage: s3.storage(), draining: () => draining });
});
afterAll(async () => {
  await t.close();
  await s3.stop();
});

const ready = async () => {
  const res = await t.app.inject({ url: '/api/ready' });
  expect(res.headers['cache-control']).toBe('no-store');
  return { status: res.statusCode, body: res.json() };
};
const health = async () => (await t.app.inject({ url: '/api/health' })).statusCode;
const allUp = { database: 'up', storage: 'up', migrations: 'applied' };

describe('readiness', () => {
  it('is ready when the database and the storage answer and every migration is applied', async () => {
    expect(await ready()).toEqual({ status: 200, body: { status: 'ready', checks: allUp } });
  });

  it('is not ready while the file storage cannot be reached, though it is alive', async () => {
    s3.fail('unreachable');
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'not_ready', checks: { ...allUp, storage: 'down' } },
      });
      expect(await health()).toBe(200);
    } finally {
      s3.fail(null);
    }
    expect((await ready()).status).toBe(200);
  });

  it('is not ready while a migration of this build is missing from the database', async () => {
    const db = t.testDb.database.db;
    const latest = sql`(select max(created_at) from drizzle.__drizzle_migrations)`;
    const removed: unknown = await db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = ${latest} returning hash, created_at::text`,
    );
    const [row] = (removed as { rows: Array<{ hash: string; created_at: string }> }).rows;
    try {
      expect(await ready()).toEqual({
        status: 503,
        body: { status: 'not_ready', checks: { ...allUp, migrations: 'pending' } },
      });
    } finally {
      await db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${row!.hash}, ${row!.created_at}::bigint)`,
      );
    }
    expect((await ready()).status).toBe(200);
  });

  it('says it is draining once the instance is told to stop, while it still serves requests', async () => {
    draining = true;
    try {
      expect(await ready()).toEqual({ status: 503, body: { status: 'draining', checks: allUp } });
      expect(await health()).toBe(200);
    } finally {
      draining = false;
    }
  });
});
