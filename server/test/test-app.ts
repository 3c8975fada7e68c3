import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Writable } from 'node:stream';
import { buildApp, createAppContext, createAppMetrics } from '../app.ts';
import { countingStorageErrors, type AppMetrics } from '../lib/metrics.ts';
import { loadConfig, type AppConfig } from '../config.ts';
import type { AppContext } from '../lib/context.ts';
import { CSRF_COOKIE, CSRF_HEADER, SESSION_COOKIE } from '../../shared/constants.ts';
import { createAppScheduler, runConsumersOnNewEvents, type AppScheduler } from '../jobs/app-jobs.ts';
import { createLocalStorage, type FileStorage } from '../lib/storage.ts';
import { createMailTransport } from '../modules/mail/mail.transport.ts';
import { MAIL_JOB } from '../modules/mail/mail.worker.ts';
import { SmtpCapture } from './smtp-capture.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

export interface TestApp {
  /** With `metrics: true`. */
  metrics: AppMetrics | undefined;
  app: FastifyInstance;
  ctx: AppContext;
  testDb: TestDatabase;
  config: AppConfig;
  clock: TestClock;
  scheduler: AppScheduler;
  /** Runs every consumer of domain events over what the requests so far published. */
  drainEvents(): Promise<void>;
  close(): Promise<void>;
}

/** A clock the tests move forward, to expire links and sessions. */
export class TestClock {
  private offsetMs = 0;
  now = (): Date => new Date(Date.now() + this.offsetMs);
  advanceMinutes(minutes: number): void {
    this.offsetMs += minutes * 60_000;
  }
}

/**
 * The app on a fresh database, with cheap password hashing and a controllable clock. With
 * `smtpUrl`, the scheduled mail delivery job runs and delivers the outbox there.
 */
export async function createTestApp(
  options: {
    config?: Partial<AppConfig>;
    smtpUrl?: string;
    /** Measure the app as serve.ts does (requests, jobs, storage errors, the mail queue). */
    metrics?: boolean;
    /** Log at info level to this stream, as the server does (otherwise nothing is logged). */
    logStream?: Writable;
    /** Where files are stored (an S3 bucket); the disk under the test's data folder otherwise. */
    storage?: FileStorage;
    /** Whether the app is shutting down (readiness). */
    draining?: () => boolean;
  } = {},
): Promise<TestApp> {
  const testDb = await createTestDatabase();
  const config: AppConfig = {
    ...loadConfig({}),
    appUrl: 'http://localhost:8080',
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-test-')),
    scryptLog2N: 10,
    ...options.config,
  };
  const clock = new TestClock();
  const metrics = options.metrics ? createAppMetrics(testDb.database) : undefined;
  const files = options.storage ?? createLocalStorage(path.join(config.dataDir, 'files'));
  const storage = metrics ? countingStorageErrors(files, metrics) : files;
  let scheduler: AppScheduler | null = null;
  // Mail is delivered only when a test asks for SMTP; otherwise the jobs are listed but never run.
  const nudgeMail = () => void (options.smtpUrl && scheduler?.trigger(MAIL_JOB));
  const app = await buildApp({
    database: testDb.database,
    config,
    now: clock.now,
    nudgeMail,
    storage,
    scheduler: () => scheduler,
    serveWeb: false,
    ...(metrics ? { metrics } : {}),
    ...(options.draining ? { draining: options.draining } : {}),
    ...(options.logStream ? { logger: { level: 'info', stream: options.logStream } } : {}),
  });
  const transport = createMailTransport({
    smtpUrl: options.smtpUrl,
    from: config.mailFrom,
    mailDir: path.join(config.dataDir, 'mail'),
    logger: app.log,
  });
  const appScheduler = createAppScheduler({
    db: testDb.database.db,
    storage,
    transport,
    logger: app.log,
    appUrl: config.appUrl,
    now: clock.now,
    nudgeMail,
    ...(metrics ? { onRunEnded: metrics.observeJobRun } : {}),
  });
  scheduler = appScheduler;
  if (options.smtpUrl) {
    appScheduler.start(200);
    runConsumersOnNewEvents(testDb.database.changes, appScheduler);
  }
  const ctx = createAppContext({
    database: testDb.database,
    config,
    logger: app.log,
    now: clock.now,
    nudgeMail,
    storage,
    scheduler: () => scheduler,
  });
  return {
    app,
    ctx,
    metrics,
    testDb,
    config,
    clock,
    scheduler: appScheduler,
    drainEvents: async () => {
      await Promise.all(appScheduler.eventConsumers.map((name) => appScheduler.trigger(name)));
    },
    close: async () => {
      await scheduler?.stop();
      transport.close();
      await app.close();
      await testDb.destroy();
      fs.rmSync(config.dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * One test app for a file's tests whose mail reaches an SMTP catcher: started before them, both
 * closed after. `onStart` hands them to the file's own variables (and may seed what it needs).
 */
export function useTestAppWithMail(
  onStart: (started: { t: TestApp; smtp: SmtpCapture }) => Promise<void> | void,
): void {
  let started: { t: TestApp; smtp: SmtpCapture } | undefined;
  beforeAll(async () => {
    const smtp = new SmtpCapture();
    started = { t: await createTestApp({ smtpUrl: await smtp.start() }), smtp };
    await onStart(started);
  });
  afterAll(async () => {
    await started?.t.close();
    await started?.smtp.stop();
  });
}

/** A Server-Sent Events route: its answer never ends, so a test reads only its head. */
const isEventStream = (url: InjectOptions['url']) =>
  typeof url === 'string' && /^\/api\/v1\/notifications\/stream(\?|$)/.test(url);

/**
 * Injects a request to an event stream and answers as soon as its head arrives: a 200 stream is
 * closed at once (with an empty body), any other answer (401, 422) is read to its end.
 */
async function openEventStream(
  app: FastifyInstance,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const response = await app.inject({ ...options, payloadAsStream: true });
  const stream = response.stream();
  let body = '';
  if (response.statusCode === 200) stream.destroy();
  else for await (const chunk of stream) body += String(chunk);
  // Its payload fields are plain properties, left out with payloadAsStream: fill them in.
  return Object.assign(response, {
    body,
    payload: body,
    rawPayload: Buffer.from(body),
    json: () => JSON.parse(body) as unknown,
  });
}

/**
 * A browser-like caller: keeps its cookies between requests and echoes the CSRF cookie in the
 * header on unsafe requests, as the web app does.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  private readonly app: FastifyInstance;
  readonly ip: string;

  constructor(app: FastifyInstance, ip = '127.0.0.1') {
    this.app = app;
    this.ip = ip;
  }

  async request(options: InjectOptions & { csrf?: boolean }): Promise<LightMyRequestResponse> {
    const method = (options.method ?? 'GET').toUpperCase();
    if (method !== 'GET' && !this.cookies.has(CSRF_COOKIE)) await this.get('/api/v1/app-info');
    const headers: Record<string, string> = { ...(options.headers as Record<string, string>) };
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (cookie) headers.cookie = cookie;
    if (method !== 'GET' && options.csrf !== false)
      headers[CSRF_HEADER] = this.cookies.get(CSRF_COOKIE) ?? '';
    const injected = { ...options, method: method as 'GET', headers, remoteAddress: this.ip };
    const response = isEventStream(options.url)
      ? await openEventStream(this.app, injected)
      : await this.app.inject(injected);
    for (const c of response.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return response;
  }

  get(url: string) {
    return this.request({ method: 'GET', url });
  }

  post(url: string, payload?: object, options: { csrf?: boolean; headers?: Record<string, string> } = {}) {
    return this.request({ method: 'POST', url, ...(payload ? { payload } : {}), ...options });
  }

  get session(): string | undefined {
    return this.cookies.get(SESSION_COOKIE);
  }

  async login(email: string, password: string) {
    return this.post('/api/v1/auth/login', { email, password });
  }
}
