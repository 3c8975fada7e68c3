import { and, eq, isNull } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CSRF_COOKIE, CSRF_HEADER, LOGIN_WINDOW_MINUTES, SESSION_COOKIE } from '../../shared/constants.ts';
import { projectMembers, projects, tasks, users } from '../db/schema.ts';
import { createUser, TEST_PASSWORD } from './fixtures.ts';
import {
  arbitraryFor,
  describeValue,
  FailureLog,
  HOSTILE_BODIES,
  hostileValues,
  isDaySchema,
  listOperations,
  MULTIPART_CASES,
  objectJson,
  percentEncode,
  PNG,
  randomMultipartCases,
  RAW_ENCODED,
  RAW_ENCODED_QUERY,
  seedFor,
  VIEW_AS_VALUES,
  wellFormedUpload,
  type JsonSchema,
  type MultipartCase,
  type OpenApiDocument,
  type Operation,
  type Parameter,
} from './hostile-input.ts';
import { createOrg, type Org } from './org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from './test-app.ts';

/**
 * Walks every operation of the app's own OpenAPI document, anonymously and as a Super admin, with
 * one hostile path, query, header or body value at a time (the rest plausible, so that the request
 * gets past validation into the services and the database), and asserts that no request gets a 5xx
 * and that every error body follows DESIGN.md. A route added later is walked without editing this.
 * Reproduce the random part with FUZZ_SEED=<seed>, printed with the failures.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_260_501);
const RANDOM_RUNS = 4;
const FUZZ_PASSWORD = 'Fuzz#Pass2026'; // never the real one, so no probe can change a password
const FUTURE_DATE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
/** Values no JSON schema can express: a real country and its dialling code. */
const KNOWN_GOOD: Record<string, unknown> = {
  countryIso: 'IN',
  countryCode: '+91',
  phoneNumber: '9876543210',
};
const VIEW_AS = 'x-view-as';
const FORGED_SESSIONS = ['a%00b', '%ED%A0%80', 'x'.repeat(100), '%', '"quoted"'];

let t: TestApp;
let org: Org;
let operations: Operation[];
let serial = 0;
let ip = 0;
const nextIp = () => `10.90.${Math.floor(++ip / 250) % 250}.${ip % 250}`;

/** What plausible values point at: objects made for the walk, so that writes never touch the admin. */
const targets = {
  userId: '',
  projectId: 0,
  projectGuid: '',
  taskId: 0,
  loginEmail: '',
  urls: [] as string[],
};

async function seedTargets(): Promise<void> {
  const db = t.testDb.database.db;
  const user = await createUser(db, { managerId: org.superAdmin.id });
  const [project] = await db
    .insert(projects)
    .values({ name: `Fuzz target ${++serial}`, description: 'Fuzz target' })
    .returning();
  await db.insert(projectMembers).values({ projectId: project!.id, userId: user.id });
  const [task] = await db
    .insert(tasks)
    .values({
      name: 'Fuzz target',
      description: 'Fuzz target',
      dueDate: FUTURE_DATE,
      projectId: project!.id,
      assignedToId: user.id,
      assignedById: org.superAdmin.id,
      createdById: org.superAdmin.id,
    })
    .returning();
  Object.assign(targets, {
    userId: user.id,
    projectId: project!.id,
    projectGuid: project!.guid,
    taskId: task!.id,
  });
}

/** After a successful write: new targets if it deleted, deactivated or unlinked the current ones. */
async function refreshTargets(): Promise<void> {
  const rows = await t.testDb.database.db
    .select({ id: tasks.id })
    .from(tasks)
    .innerJoin(projects, and(eq(projects.id, tasks.projectId), isNull(projects.deletedAt)))
    .innerJoin(
      projectMembers,
      and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, targets.userId)),
    )
    .innerJoin(users, and(eq(users.id, targets.userId), eq(users.isActive, true), isNull(users.deletedAt)))
    .where(and(eq(tasks.id, targets.taskId), eq(tasks.isDeleted, false), eq(projects.id, targets.projectId)));
  if (rows.length === 0) await seedTargets();
}

// --- plausible values

function fits(text: string, schema: JsonSchema): boolean {
  if (schema.minLength !== undefined && text.length < schema.minLength) return false;
  if (schema.maxLength !== undefined && text.length > schema.maxLength) return false;
  return !schema.pattern || new RegExp(schema.pattern, 'u').test(text);
}

function plausibleText(schema: JsonSchema, hint: string, op: Operation): string {
  if (schema.format === 'uuid') {
    if (/manager/i.test(hint)) return org.superAdmin.id;
    if (/department/i.test(hint)) return org.department.id;
    if (/designation/i.test(hint)) return org.designation.id;
    if (/role/i.test(hint)) return org.employeeRole.id;
    if (/project|guid/i.test(hint)) return targets.projectGuid;
    return targets.userId;
  }
  // Sign-in and recovery go to an account of their own, so that their throttles never lock out the admin.
  if (/email/i.test(hint))
    return op.path.includes('/auth/') ? targets.loginEmail : `fuzz.${++serial}@example.com`;
  if (/password/i.test(hint)) return FUZZ_PASSWORD;
  if (isDaySchema(schema)) return FUTURE_DATE;
  const n = ++serial;
  const candidates = [`Fuzz${n}`, `Fuzz ${n}`];
  if (schema.pattern) {
    try {
      candidates.push(...fc.sample(fc.stringMatching(new RegExp(schema.pattern)), { seed: n, numRuns: 20 }));
    } catch {
      // A pattern fast-check cannot generate from: the filler below will do.
    }
  }
  return candidates.find((c) => fits(c, schema)) ?? 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A value the schema accepts, pointing at the walk's own objects; `hint` is the field's name. */
function plausible(schema: JsonSchema, hint: string, op: Operation): unknown {
  if (hint in KNOWN_GOOD) return KNOWN_GOOD[hint];
  const s = schema.anyOf?.at(-1) ?? schema.oneOf?.at(-1) ?? schema;
  if (s.enum?.length) return s.enum[0];
  switch (s.type) {
    case 'string':
      return plausibleText(s, hint, op);
    case 'integer':
    case 'number':
      if (/task/i.test(hint)) return targets.taskId;
      if (/project/i.test(hint)) return targets.projectId;
      return Math.max(1, s.minimum ?? 1);
    case 'boolean':
      return true;
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => plausible(s.items ?? {}, hint, op));
    case 'object':
      return Object.fromEntries(
        (s.required ?? []).map((k) => [k, plausible(s.properties?.[k] ?? {}, k, op)]),
      );
    default:
      return 'fuzz';
  }
}

/** A path parameter's hint names its resource: `tasks.id` in `/tasks/{id}`. */
function hintOf(op: Operation, p: Parameter): string {
  if (p.in !== 'path') return p.name;
  const before = op.path.slice(0, op.path.indexOf(`{${p.name}}`)).split('/');
  return `${before.findLast(Boolean)}.${p.name}`;
}

/** Path values from a URL the app handed out (an avatar's), when one fits the template. */
function knownPathValues(op: Operation): Record<string, string> {
  const names = [...op.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const pattern = new RegExp(`^${op.path.replace(/\{\w+\}/g, '([^/]+)')}$`);
  for (const url of targets.urls) {
    const match = pattern.exec(url);
    if (match) return Object.fromEntries(names.map((name, i) => [name, match[i + 1]!]));
  }
  return {};
}

const asText = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(asText)
    : [typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value))];

// --- probes: one hostile thing at a time

interface Probe {
  label: string;
  /** Path segments, already percent-encoded. */
  path?: Record<string, string>;
  query?: { name: string; values: string[]; encoded?: boolean };
  header?: { name: string; value: string };
  property?: { name: string; value: unknown };
  body?: { payload: string | Buffer; contentType?: string };
}

function buildRequest(op: Operation, probe: Probe): InjectOptions {
  const of = (where: Parameter['in']) => op.parameters.filter((p) => p.in === where);
  const segments: Record<string, string> = {};
  for (const p of of('path')) {
    segments[p.name] = percentEncode(asText(plausible(p.schema, hintOf(op, p), op)).join(','));
  }
  Object.assign(segments, knownPathValues(op), probe.path);
  const query: string[] = [];
  for (const p of of('query').filter((p) => p.required && p.name !== probe.query?.name)) {
    for (const v of asText(plausible(p.schema, p.name, op))) query.push(`${p.name}=${percentEncode(v)}`);
  }
  for (const v of probe.query?.values ?? []) {
    query.push(`${percentEncode(probe.query!.name)}=${probe.query!.encoded ? v : percentEncode(v)}`);
  }
  const headers: Record<string, string> = {};
  for (const p of of('header').filter((p) => p.required)) {
    headers[p.name] = String(plausible(p.schema, p.name, op));
  }
  if (probe.header) headers[probe.header.name] = probe.header.value;
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => segments[name]!);
  const request: InjectOptions = {
    method: op.method,
    url: query.length ? `${path}?${query.join('&')}` : path,
  };
  if (probe.body) {
    request.payload = probe.body.payload;
    headers['content-type'] = probe.body.contentType ?? 'application/json';
  } else if (op.body) {
    const body = plausible(op.body, '', op) as Record<string, unknown>;
    const { name, value } = probe.property ?? {};
    request.payload = name === undefined ? JSON.stringify(body) : objectJson(body, name, value);
    headers['content-type'] = 'application/json';
  }
  return { ...request, headers };
}

function* fixedProbes(op: Operation): Generator<Probe> {
  yield { label: 'plausible request' };
  for (const p of op.parameters) {
    const at = `${p.in}.${p.name}`;
    for (const { label, value } of hostileValues(p.schema, false)) {
      const text = String(value);
      if (p.in === 'path') yield { label: `${at}=${label}`, path: { [p.name]: percentEncode(text) } };
      if (p.in === 'query') yield { label: `${at}=${label}`, query: { name: p.name, values: [text] } };
      if (p.in === 'header') yield { label: `${at}=${label}`, header: { name: p.name, value: text } };
    }
    for (const { label, value } of { path: RAW_ENCODED, query: RAW_ENCODED_QUERY, header: [] }[p.in]) {
      const raw = String(value);
      if (p.in === 'path') yield { label: `${at}=${label}`, path: { [p.name]: raw } };
      else yield { label: `${at}=${label}`, query: { name: p.name, values: [raw], encoded: true } };
    }
    if (p.in === 'query' && p.schema.type === 'array') {
      yield {
        label: `${at}=given 1,000 times`,
        query: { name: p.name, values: Array<string>(1_000).fill('1') },
      };
    }
  }
  yield { label: 'query.__proto__=unknown parameter', query: { name: '__proto__', values: ['1'] } };
  if (op.method === 'GET') {
    for (const { label, value } of VIEW_AS_VALUES) {
      yield { label: `X-View-As=${label}`, header: { name: VIEW_AS, value: String(value) } };
    }
  }
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    if (schema.type === 'array') {
      const item = plausible(schema.items ?? {}, name, op);
      yield { label: `body.${name}=the same item twice`, property: { name, value: [item, item] } };
    }
    for (const { label, value } of hostileValues(schema, true)) {
      yield { label: `body.${name}=${label}`, property: { name, value } };
    }
  }
  if (op.method !== 'GET') {
    for (const body of HOSTILE_BODIES) yield { label: `body=${body.label}`, body };
  }
}

function* randomProbes(op: Operation): Generator<Probe> {
  const sample = (schema: JsonSchema, key: string, runs = RANDOM_RUNS) =>
    fc.sample(arbitraryFor(schema), { seed: seedFor(SEED, `${op.method} ${op.path} ${key}`), numRuns: runs });
  for (const p of op.parameters) {
    for (const [i, value] of sample(p.schema, `${p.in}.${p.name}`).entries()) {
      const label = `${p.in}.${p.name}=fc#${i} ${describeValue(value)}`;
      const values = asText(value);
      if (p.in === 'path') yield { label, path: { [p.name]: percentEncode(values.join(',')) } };
      if (p.in === 'query') yield { label, query: { name: p.name, values } };
      if (p.in === 'header') yield { label, header: { name: p.name, value: values.join(',') } };
    }
  }
  if (op.method === 'GET') {
    const viewAs = fc.sample(fc.stringMatching(/^[0-9a-f-]{36}$/), {
      seed: seedFor(SEED, op.path),
      numRuns: 2,
    });
    for (const value of viewAs) yield { label: `X-View-As=fc ${value}`, header: { name: VIEW_AS, value } };
  }
  for (const [name, schema] of Object.entries(op.body?.properties ?? {})) {
    for (const [i, value] of sample(schema, `body.${name}`).entries()) {
      yield { label: `body.${name}=fc#${i} ${describeValue(value)}`, property: { name, value } };
    }
  }
  for (const [i, value] of (op.body ? sample({}, 'body', 2) : []).entries()) {
    yield { label: `body=fc#${i} ${describeValue(value)}`, body: { payload: JSON.stringify(value) } };
  }
}

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
    if (request.method !== 'GET' && res.statusCode < 300) await refreshTargets();
    return res;
  }

  async send(who: Caller, op: Operation, label: string, request: InjectOptions): Promise<void> {
    const response = who === 'admin' ? await this.asAdmin(request) : await this.anonymous().request(request);
    this.record(who, op, label, request, response);
  }

  /** A forged session cookie (with a matching CSRF pair), past the test client's cookie jar. */
  async sendForgedSession(op: Operation, cookie: string): Promise<void> {
    const request = buildRequest(op, { label: '' });
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

const uploadRequest = (op: Operation, c: MultipartCase) => buildRequest(op, { label: c.label, body: c });

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  org = await createOrg(db);
  targets.loginEmail = (await createUser(db, { email: 'fuzz.login@example.com' })).email;
  await seedTargets();
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
  await t?.close();
});

describe('route fuzz: no hostile request gets a 5xx, and every error follows the contract', () => {
  it('reads the operations, uploads included, from the OpenAPI document', () => {
    expect(operations.length).toBeGreaterThan(10);
    expect(operations.some((op) => op.upload)).toBe(true);
  });

  it('anonymous callers, with hostile values and forged session cookies', { timeout: 60_000 }, async () => {
    const walk = new Walk();
    const guest = new TestClient(t.app, nextIp());
    for (const op of operations) {
      // A route that turns the anonymous away answers 401 whatever the body and headers say; the
      // Super admin's walk takes those further.
      const admitted = (await guest.request(buildRequest(op, { label: '' }))).statusCode !== 401;
      for (const probe of fixedProbes(op)) {
        if (admitted || !(probe.property || probe.header)) {
          await walk.send('anonymous', op, probe.label, buildRequest(op, probe));
        }
      }
      for (const cookie of FORGED_SESSIONS) await walk.sendForgedSession(op, cookie);
    }
    walk.assertClean();
  });

  it('a Super admin, with hostile parameters, headers and bodies', { timeout: 90_000 }, async () => {
    const walk = new Walk();
    for (const op of operations) {
      for (const probe of fixedProbes(op)) await walk.send('admin', op, probe.label, buildRequest(op, probe));
    }
    // Guards the walk itself: with wrong plausible values or a lost session, hardly anything succeeds.
    expect(walk.reached.size).toBeGreaterThan(operations.length / 2);
    walk.assertClean();
  });

  it(
    `a Super admin, with random values from the schemas (fast-check, seed ${SEED})`,
    { timeout: 60_000 },
    async () => {
      const walk = new Walk();
      for (const op of operations) {
        for (const probe of randomProbes(op)) {
          await walk.send('admin', op, probe.label, buildRequest(op, probe));
        }
      }
      walk.assertClean();
    },
  );

  it('uploads, with malformed multipart bodies', { timeout: 60_000 }, async () => {
    const walk = new Walk();
    for (const op of operations.filter((o) => o.upload)) {
      for (const c of [...MULTIPART_CASES, ...randomMultipartCases(seedFor(SEED, op.path), 10)]) {
        await walk.send('admin', op, `multipart=${c.label}`, uploadRequest(op, c));
        await walk.send('anonymous', op, `multipart=${c.label}`, uploadRequest(op, c));
      }
    }
    walk.assertClean();
  });
});
