/**
 * PostgreSQL only (npm run test:pg): a database that refuses connections answers 503, and the
 * pool serves again by itself once it is back.
 */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { createUser, TEST_PASSWORD } from '../test/fixtures.ts';
import { createTestApp, TestClient } from '../test/test-app.ts';

describe('a PostgreSQL that goes away and comes back', () => {
  it('answers 503 while connections are refused and recovers without a restart', async () => {
    const t = await createTestApp();
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const name = new URL(t.testDb.url!).pathname.slice(1);
    try {
      const user = await createUser(t.testDb.database.db, { firstName: 'Otto', lastName: 'Outage' });
      const client = new TestClient(t.app, '10.90.0.1');
      expect((await client.login(user.email, TEST_PASSWORD)).statusCode).toBe(200);
      expect((await client.get('/api/v1/tasks')).statusCode).toBe(200);

      await admin.query(`alter database ${name} allow_connections false`);
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [name]);
      for (const url of ['/api/v1/tasks', '/api/health']) {
        const res = await client.get(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.headers['retry-after'], url).toBe('5');
      }

      await admin.query(`alter database ${name} allow_connections true`);
      expect((await client.get('/api/v1/tasks')).statusCode).toBe(200);
      expect((await client.get('/api/health')).statusCode).toBe(200);
    } finally {
      await admin.query(`alter database ${name} allow_connections true`).catch(() => {});
      await admin.end();
      await t.close();
    }
  });
});
