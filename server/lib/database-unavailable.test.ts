/**
 * When the database cannot be reached, every request answers 503 with Retry-After and the
 * generic body, and the app serves again by itself once the database is back.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';

const unavailable = {
  error: { code: 'database_unavailable', message: 'Something went wrong !' },
};

describe('a database that does not answer', () => {
  // Nothing listens on port 1: the real driver gets a refused connection, as when PostgreSQL is down.
  const closing: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const close of closing) await close();
  });

  it('answers 503 with Retry-After to signed-in requests, health checks and sign-in', async () => {
    const database = await openDatabase({ databaseUrl: 'postgres://postgres@127.0.0.1:1/nowhere' });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-no-db-'));
    const app = await buildApp({
      database,
      config: { ...loadConfig({}), dataDir, scryptLog2N: 10 },
      serveWeb: false,
    });
    closing.push(
      () => app.close(),
      () => database.close(),
      async () => fs.rmSync(dataDir, { recursive: true, force: true }),
    );
    const cookie = 'orgdesk_session=some-session-token';
    for (const url of ['/api/v1/tasks', '/api/v1/dashboard', '/api/health']) {
      const res = await app.inject({ url, headers: { cookie } });
      expect(res.statusCode, url).toBe(503);
      expect(res.headers['retry-after'], url).toBe('5');
      expect(res.json(), url).toEqual(unavailable);
    }
    const health = await app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'error', database: { status: 'down', engine: 'postgres' } });
    // A load balancer sends it no traffic meanwhile.
    const ready = await app.inject({ url: '/api/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'down', storage: 'up', migrations: 'unknown' },
    });
  });
});
