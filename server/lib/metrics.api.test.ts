/**
 * Issue 30, 4: Prometheus metrics at /metrics for the bearer of METRICS_TOKEN only, or on an
 * internal port of their own; labelled by route template and status class, never by a path's ids
 * or a query; job runs, the mail queue, storage errors, the pool on PostgreSQL and the process.
 * And request logs without the query string, a token in the path or the client's address.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { TEST_ENGINE } from '../test/test-database.ts';
import { enqueueMail } from '../modules/mail/mail.service.ts';
import { countingStorageErrors, createMetrics } from './metrics.ts';
import { startMetricsServer } from './metrics.plugin.ts';
import { createScheduler } from './scheduler.ts';
import type { FileStorage } from './storage.ts';

const TOKEN = 'metrics-token-for-the-tests-0123';
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logLines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  t = await createTestApp({ metrics: true, config: { metricsToken: TOKEN }, logStream });
});
afterAll(() => t.close());

const scrape = (authorization?: string) =>
  t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

/** The value of one sample line of the scrape, or undefined. */
function sample(text: string, line: RegExp): number | undefined {
  const found = text.split('\n').find((l) => line.test(l));
  return found === undefined ? undefined : Number(found.split(' ').at(-1));
}

describe('/metrics', () => {
  it('answers only the bearer of the token, in the API’s error shape otherwise', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-of-some-length', `Basic ${TOKEN}`]) {
      const res = await scrape(authorization);
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.json()).toEqual({
        error: { code: 'unauthenticated', message: 'These metrics need the metrics token.' },
      });
    }
    const ok = await scrape(`Bearer ${TOKEN}`);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(ok.body).toContain('process_resident_memory_bytes');
    expect(ok.body).toContain('nodejs_eventloop_lag_p99_seconds');
  });

  it('counts requests by route template and status class, never by ids or query', async () => {
    await t.app.inject({ method: 'GET', url: '/api/v1/tasks/48213' });
    await t.app.inject({ method: 'GET', url: '/api/v1/users?search=Priya%20Sharma' });
    await t.app.inject({ method: 'GET', url: '/api/v1/no-such-route/7' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(
      sample(text, /^http_requests_total\{method="GET",route="\/api\/v1\/tasks\/:id",status_class="4xx"\}/),
    ).toBe(1);
    expect(
      sample(text, /^http_requests_total\{method="GET",route="\/api\/v1\/users",status_class="4xx"\}/),
    ).toBe(1);
    expect(sample(text, /^http_requests_total\{method="GET",route="unmatched",status_class="4xx"\}/)).toBe(1);
    expect(
      sample(text, /^http_request_duration_seconds_count\{method="GET",route="\/api\/v1\/tasks\/:id"\}/),
    ).toBe(1);
    expect(text).not.toMatch(/48213|Priya|search=|no-such-route/);
  });

  it('tells the mail queue’s depth and each job run’s outcome', async () => {
    const before = sample((await scrape(`Bearer ${TOKEN}`)).body, /^mail_queue_depth /);
    for (const to of ['one@example.com', 'two@example.com'])
      await enqueueMail(t.testDb.database.db, {
        kind: 'test',
        to,
        subject: 'Hi',
        text: 'Hi',
        html: '<p>Hi</p>',
      });
    const after = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(after, /^mail_queue_depth /)).toBe((before ?? 0) + 2);

    // A triggered consumer run of the app's scheduler is measured like a scheduled one.
    await t.drainEvents();
    const jobs = (await scrape(`Bearer ${TOKEN}`)).body;
    expect(sample(jobs, /^job_runs_total\{job="in-app-notifications",outcome="succeeded"\}/)).toBeGreaterThan(
      0,
    );
    expect(sample(jobs, /^job_run_duration_seconds_count\{job="in-app-notifications"\}/)).toBeGreaterThan(0);
  });

  it('counts a failed job run and a failed storage operation', async () => {
    const metrics = createMetrics({ pool: null, queuedMail: () => Promise.resolve(0) });
    const scheduler = createScheduler({
      db: t.testDb.database.db,
      logger: { info: () => {}, warn: () => {}, error: () => {} },
      jobs: [
        {
          name: 'always-fails',
          description: 'test',
          schedule: '0 0 1 1 *',
          run: () => Promise.reject(new Error('no')),
        },
      ],
      onRunEnded: metrics.observeJobRun,
    });
    await scheduler.trigger('always-fails');
    const broken: FileStorage = {
      put: () => Promise.reject(new Error('disk full')),
      read: () => Promise.resolve(null),
      exists: () => Promise.resolve(false),
      remove: () => Promise.resolve(),
      list: async function* () {},
      check: () => Promise.resolve(),
    };
    const storage = countingStorageErrors(broken, metrics);
    await expect(storage.put('a/b.png', Buffer.from('x'))).rejects.toThrow('disk full');
    expect(await storage.read('a/missing.png')).toBeNull();
    const text = await metrics.render();
    expect(sample(text, /^job_runs_total\{job="always-fails",outcome="failed"\}/)).toBe(1);
    expect(sample(text, /^storage_errors_total\{operation="put"\}/)).toBe(1);
    expect(text).not.toMatch(/storage_errors_total\{operation="read"\}/);
  });

  it('shows the connection pool on PostgreSQL (the embedded database has one connection)', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    const text = (await scrape(`Bearer ${TOKEN}`)).body;
    if (TEST_ENGINE === 'postgres') {
      expect(sample(text, /^db_pool_max_connections /)).toBe(10);
      expect(sample(text, /^db_pool_connections\{state="open"\}/)).toBeGreaterThan(0);
      expect(sample(text, /^db_pool_acquire_wait_seconds_count /)).toBeGreaterThan(0);
    } else {
      expect(text).not.toContain('db_pool_connections');
    }
  });
});

describe('the metrics port', () => {
  it('serves /metrics without a token, and nothing else', async () => {
    const metrics = createMetrics({ pool: null, queuedMail: () => Promise.resolve(3) });
    const server = await startMetricsServer(metrics, { port: 0, host: '127.0.0.1' });
    try {
      const ok = await fetch(`http://127.0.0.1:${server.port}/metrics`);
      expect(ok.status).toBe(200);
      expect(sample(await ok.text(), /^mail_queue_depth /)).toBe(3);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('request logs', () => {
  it('name the route, never the query, a token in the path or the client’s address', async () => {
    logLines.length = 0;
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/users/check-email?email=neha.secret%40example.com',
      remoteAddress: '203.0.113.9',
    });
    await t.app.inject({ method: 'GET', url: '/api/v1/auth/links/a-secret-link-token-123' });
    const requests = logLines.map((line) => JSON.parse(line) as { req?: { method: string; url: string } });
    expect(requests.flatMap((line) => (line.req ? [line.req.url] : []))).toEqual([
      '/api/v1/users/:id',
      '/api/… (no route)',
    ]);
    const text = logLines.join('\n');
    expect(text).not.toMatch(/neha\.secret|example\.com|\?email|203\.0\.113\.9|a-secret-link-token/);
    expect(text).not.toContain('remoteAddress');
  });
});
