import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, LOGIN_WINDOW_MINUTES, SESSION_COOKIE } from '../../shared/constants.ts';
import { TEST_PASSWORD } from './fixtures.ts';
import { describeValue, FailureLog } from './fuzz/failure-log.ts';
import { seedFor } from './fuzz/hostile-arbitraries.ts';
import {
  MULTIPART_CASES,
  randomMultipartCases,
  wellFormedUpload,
  type MultipartCase,
} from './fuzz/malformed-multipart.ts';
import { listOperations, type OpenApiDocument, type Operation } from './fuzz/openapi-operations.ts';
import { buildRequest, fixedProbes, randomProbes } from './fuzz/probes.ts';
import { WalkTargets } from './fuzz/walk-targets.ts';
import { createOrg, type Org } from './org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from './test-app.ts';
import { proofSize, recordFigure } from './proof.ts';
import { PNG } from './uploads.ts';

/**
 * Walks every operation of the app's own OpenAPI document, anonymously and as a Super admin, with
 * one hostile path, query, header or body value at a time (the rest plausible, so that the request
 * gets past validation into the services and the database), and asserts that no request gets a 5xx
 * and that every error body follows DESIGN.md. A route added later is walked without editing this.
 * Reproduce the random part with FUZZ_SEED=<seed>, printed with the failures. `npm run proof --
 * fuzz` runs it and prints its figure; with `--full`, ten times the random values.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_501);
const FORGED_SESSIONS = ['a%00b', '%ED%A0%80', 'x'.repeat(100), '%', '"quoted"'];

let t: TestApp;
let org: Org;
let targets: WalkTargets;
let operations: Operation[];
let ip = 0;
/** Every walk of the file, for the figure. */
const walks: Walk[] = [];
/** A walk's time limit, longer in the full proof. */
const LIMIT = proofSize(1, 10);
const nextIp = () => `10.90.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

// --- callers

type Caller = 'anonymous' | 'admin';

/** Sends requests as the anonymous public or as the Super admin, keeping the admin signed in. */
class Walk {
  readonly failures = new FailureLog();
  /** Operations that answered 2xx at least once. */
  readonly reached = new Set<string>();
  private admin: TestClient | undefined;
  private adminSession: string | undefined;
  private anonymousClient = new TestClient(t.app, nextIp());
  private anonymousUses = 0;

  constructor() {
    walks.push(this);
  }

  /**
   * Signs in from a fresh address, so that no address throttle from earlier probes applies. Password
   * changes with a wrong current password count against the account, so its throttle may still be
   * closed: then the test clock waits the window out.
   */
  async signInAdmin(): Promise<TestClient> {
    this.admin = new TestClient(t.app, nextIp());
    let res = await this.admin.login(org.superAdmin.email, TEST_PASSWORD);
    if (res.statusCode === 429) {
      t.clock.advanceMinutes(LOGIN_WINDOW_MINUTES + 1);
      res = await this.admin.login(org.superAdmin.email, TEST_PASSWORD);
    }
    expect(res.statusCode, res.body).toBe(200);
    this.adminSession = this.admin.session;
    return this.admin;
  }

  /** A fresh address every few requests, so that the per-address throttles do not answer all with 429. */
  private anonymous(): TestClient {
    if (++this.anonymousUses % 4 === 0) this.anonymousClient = new TestClient(t.app, nextIp());
    return this.anonymousClient;
  }

  private async asAdmin(request: InjectOptions): Promise<LightMyRequestResponse> {
    const admin = this.admin ?? (await this.signInAdmin());
    let res = await admin.request(request);
    if (admin.session !== this.adminSession) {
      await this.signInAdmin(); // the probe ended the session (sign-out): sign in again for the next
    } else if (res.statusCode === 401 && (await admin.get('/api/v1/auth/me')).statusCode === 401) {
      res = await (await this.signInAdmin()).request(request); // lost the session somehow: once more
    }
    if (request.method !== 'GET' && res.statusCode < 300) await targets.refresh();
    return res;
  }

  async send(who: Caller, op: Operation, label: string, request: InjectOptions): Promise<void> {
    const response = who === 'admin' ? await this.asAdmin(request) : await this.anonymous().request(request);
    this.record(who, op, label, request, response);
  }

  /** A forged session cookie (with a matching CSRF pair), past the test client's cookie jar. */
  async sendForgedSession(op: Operation, cookie: string): Promise<void> {
    const request = buildRequest(targets, op, { label: '' });
    const csrf = 'c'.repeat(43);
    request.headers = {
      ...request.headers,
      cookie: `${CSRF_COOKIE}=${csrf}; ${SESSION_COOKIE}=${cookie}`,
      [CSRF_HEADER]: csrf,
    };
    this.record(
      'anonymous',
      op,
      `session cookie=${describeValue(cookie)}`,
      request,
      await t.app.inject(request),
    );
  }

  private record(
    who: Caller,
    op: Operation,
    label: string,
    request: InjectOptions,
    response: LightMyRequestResponse,
  ) {
    const operation = `${op.method} ${op.path}`;
    if (response.statusCode < 300) this.reached.add(operation);
    this.failures.check({ who, operation, label, request, response });
  }

  /** Fails once, listing every kind of failure seen. */
  assertClean(): void {
    const report = this.failures.report(SEED);
    if (report) throw new Error(report);
  }
}

/** Reads first, then writes, then deletes; the auth routes (sign-out, passwords) last. */
const rank = (op: Operation) =>
  (op.path.includes('/auth/') ? 4 : 0) + (op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1);

const uploadRequest = (op: Operation, c: MultipartCase) =>
  buildRequest(targets, op, { label: c.label, body: c });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  org = await createOrg(db);
  targets = await WalkTargets.create(db, org);
  await t.app.ready();
  operations = listOperations(t.app.swagger() as OpenApiDocument).sort((a, b) => rank(a) - rank(b));
  // An avatar, so that the files route has a real file to be asked for.
  const admin = await new Walk().signInAdmin();
  for (const op of operations.filter((o) => o.upload && o.path.endsWith('/avatar'))) {
    const res = await admin.request(uploadRequest(op, wellFormedUpload(PNG)));
    expect(res.statusCode, `a well-formed upload: ${res.body}`).toBeLessThan(300);
  }
  const { user } = (await admin.get('/api/v1/auth/me')).json<{ user: { avatarUrl: string | null } }>();
  if (user.avatarUrl) targets.urls.push(user.avatarUrl.split('?')[0]!);
});

afterAll(async () => {
  const sent = walks.reduce((n, walk) => n + walk.failures.counts.sent, 0);
  const serverErrors = walks.reduce((n, walk) => n + walk.failures.counts.serverErrors, 0);
  recordFigure(
    'fuzz',
    `${sent} hostile requests over ${operations?.length ?? 0} operations (seed ${SEED}): ${serverErrors} answers 5xx`,
  );
  await t?.close();
});

describe('route fuzz: no hostile request gets a 5xx, and every error follows the contract', () => {
  it('reads the operations, uploads included, from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.some((op) => op.upload)).toBe(true);
  });

  it(
    'anonymous callers, with hostile values and forged session cookies',
    { timeout: 60_000 * LIMIT },
    async () => {
      const walk = new Walk();
      const guest = new TestClient(t.app, nextIp());
      for (const op of operations) {
        // A route that turns the anonymous away answers 401 whatever the body and headers say; the
        // Super admin's walk takes those further.
        const admitted = (await guest.request(buildRequest(targets, op, { label: '' }))).statusCode !== 401;
        for (const probe of fixedProbes(targets, op)) {
          if (admitted || !(probe.property || probe.header)) {
            await walk.send('anonymous', op, probe.label, buildRequest(targets, op, probe));
          }
        }
        for (const cookie of FORGED_SESSIONS) await walk.sendForgedSession(op, cookie);
      }
      walk.assertClean();
    },
  );

  it('a Super admin, with hostile parameters, headers and bodies', { timeout: 90_000 * LIMIT }, async () => {
    const walk = new Walk();
    for (const op of operations) {
      for (const probe of fixedProbes(targets, op))
        await walk.send('admin', op, probe.label, buildRequest(targets, op, probe));
    }
    // Guards the walk itself: with wrong plausible values or a lost session, hardly anything succeeds.
    expect(walk.reached.size).toBeGreaterThan(operations.length / 2);
    walk.assertClean();
  });

  it(
    `a Super admin, with random values from the schemas (fast-check, seed ${SEED})`,
    { timeout: 60_000 * LIMIT },
    async () => {
      const walk = new Walk();
      for (const op of operations) {
        for (const probe of randomProbes(SEED, op)) {
          await walk.send('admin', op, probe.label, buildRequest(targets, op, probe));
        }
      }
      walk.assertClean();
    },
  );

  it('uploads, with malformed multipart bodies', { timeout: 60_000 * LIMIT }, async () => {
    const walk = new Walk();
    for (const op of operations.filter((o) => o.upload)) {
      for (const c of [
        ...MULTIPART_CASES,
        ...randomMultipartCases(seedFor(SEED, op.path), proofSize(10, 100)),
      ]) {
        await walk.send('admin', op, `multipart=${c.label}`, uploadRequest(op, c));
        await walk.send('anonymous', op, `multipart=${c.label}`, uploadRequest(op, c));
      }
    }
    walk.assertClean();
  });
});
