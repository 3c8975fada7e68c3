import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answer,
  errorCode,
  nameOf,
  ORGANISATION_PARAMETERS,
  pathParameters,
} from './authz/operation-walk.ts';
import { listOperations, type OpenApiDocument, type Operation } from './fuzz/openapi-operations.ts';
import { buildRequest } from './fuzz/probes.ts';
import { WalkTargets } from './fuzz/walk-targets.ts';
import { createOrg, type Org } from './org-fixture.ts';
import { createOutsiderObjects, signInAs, type OutsiderObjects } from './outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from './test-app.ts';

/**
 * Walks every operation of the app's own OpenAPI document and asserts the two answers that keep
 * data private (DESIGN.md, Contracts): 401 without a session, outside a short public list; and 404
 * for an object outside the caller's scope, for every operation that takes an id in its path. A
 * route added later is walked without editing this file, and a path parameter it does not know
 * fails the walk until it is given an outsider's object here.
 */

/** The operations anyone may call without a session, and why. */
const PUBLIC_OPERATIONS: Record<string, string> = {
  'GET /api/health': 'liveness and database status, for the load balancer and uptime probes',
  'GET /api/ready': 'readiness (database, file store, migrations, draining), for the load balancer',
  'GET /api/v1/app-info': 'the public facts the sign-in page needs (and the CSRF cookie a first write needs)',
  'GET /api/v1/auth/session': 'the session probe: the user, or null for a guest (never a 401)',
  'POST /api/v1/auth/login': 'signing in',
  'POST /api/v1/auth/logout': 'signing out must work when the session has already ended',
  'POST /api/v1/auth/password/forgot': 'password recovery starts signed out',
  'POST /api/v1/auth/password/reset': 'the recovery or invitation link sets a password, signed out',
  'POST /api/v1/auth/links/check': 'the recovery or invitation page checks its link, signed out',
  'POST /api/v1/auth/links/resend': 'an expired link is renewed from the page it opened, signed out',
  'POST /api/v1/auth/verification/confirm': 'the e-mail verification link is opened signed out',
  'POST /api/v1/auth/verification/resend': 'an expired verification link is renewed, signed out',
  'GET /api/v1/letter-verification/{code}':
    'whoever holds an issued letter (a consulate, a bank) checks its code without an account',
  'GET /api/v1/calendar-feeds/{file}':
    'a calendar program opens a personal feed by its secret address, without a session (404 unless the address is live)',
};

/** For each other path parameter, an object of that kind outside Eve's and Mona's hierarchy and projects. */
const OUTSIDER_IDS: Record<string, (o: OutsiderObjects) => string | number> = {
  'users/{id}': (o) => o.userId,
  'projects/{id}': (o) => o.projectId,
  'projects/{guid}': (o) => o.projectGuid,
  'tasks/{id}': (o) => o.taskId,
  'comments/{commentId}': (o) => o.commentId,
  'attachments/{attachmentId}': (o) => o.attachmentId,
  'leaves/{id}': (o) => o.leaveId,
  'records/{id}': (o) => o.attendanceRecordId,
  'requests/{id}': (o) => o.letterRequestId,
  'appraisals/{id}': (o) => o.appraisalId,
  'tax-proofs/{id}': (o) => o.taxProofId,
  'tax-declarations/{id}': (o) => o.taxDeclarationId,
  'notifications/{id}': (o) => o.notificationId,
};

const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

let t: TestApp;
let org: Org;
let targets: WalkTargets;
let outsider: OutsiderObjects;
let documentOperations: number;
let operations: Operation[];
let ip = 0;

/**
 * Every route the router holds under /api, as `METHOD /path/{param}`, read from Fastify's printed
 * route tree (HEAD, added for each GET, left out), so that a route missing from the document
 * cannot escape the walk.
 */
function routerOperations(tree: string): string[] {
  const segments: string[] = [];
  const found: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    segments.length = depth;
    segments.push(match[2]!);
    const path = segments
      .join('')
      .replace(/:(\w+)/g, '{$1}')
      .replace(/(.)\/$/, '$1');
    for (const method of (match[3] ?? '').split(', ').filter((m) => m && m !== 'HEAD')) {
      if (path.startsWith('/api/') && !path.startsWith('/api/docs')) found.push(`${method} ${path}`);
    }
  }
  return [...new Set(found)];
}

/**
 * Calls every operation with an id in its path, as the person given, with the outsider's objects;
 * the Super admin reads the same addresses, so that a 404 is the caller's scope and not a wrong id.
 */
async function walkOutsiderIds(person: { email: string }): Promise<{ failures: string[]; checked: number }> {
  const caller = await signInAs(t, person);
  const sam = await signInAs(t, org.superAdmin);
  const failures: string[] = [];
  let checked = 0;
  for (const op of operations) {
    const parameters = pathParameters(op);
    const unknown = parameters.filter((p) => !(p.key in OUTSIDER_IDS) && !(p.key in ORGANISATION_PARAMETERS));
    if (unknown.length > 0) {
      failures.push(
        `${nameOf(op)}: no outsider's object for ${unknown.map((p) => p.key).join(', ')} (add one to OUTSIDER_IDS, or the parameter to ORGANISATION_PARAMETERS in authz/operation-walk.ts with the reason)`,
      );
      continue;
    }
    if (parameters.length === 0 || parameters.some((p) => p.key in ORGANISATION_PARAMETERS)) continue;
    const path = Object.fromEntries(parameters.map((p) => [p.name, String(OUTSIDER_IDS[p.key]!(outsider))]));
    const request: InjectOptions = buildRequest(targets, op, { label: '', path });
    checked += 1;
    const res = await caller.request(request);
    if (!(res.statusCode === 404 && errorCode(res) === 'not_found'))
      failures.push(`${nameOf(op)}: ${answer(res)}`);
    if (op.method === 'GET') {
      const control = await sam.request(request);
      if (control.statusCode === 404 || control.statusCode >= 500) {
        failures.push(`${nameOf(op)} as the Super admin: ${answer(control)}`);
      }
    }
  }
  return { failures, checked };
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  org = await createOrg(db);
  targets = await WalkTargets.create(db, org);
  outsider = await createOutsiderObjects(t, org);
  await t.app.ready();
  const doc = t.app.swagger() as OpenApiDocument;
  documentOperations = Object.values(doc.paths ?? {}).reduce(
    (sum, item) => sum + Object.keys(item).filter((key) => HTTP_METHODS.includes(key)).length,
    0,
  );
  // Reads first, writes after them and deletes last, so that a write let through cannot take an
  // object away from the checks after it.
  const rank = (op: Operation) => (op.method === 'GET' ? 0 : op.method === 'DELETE' ? 2 : 1);
  operations = listOperations(doc).sort((a, b) => rank(a) - rank(b));
});

afterAll(async () => {
  await t?.close();
});

describe('route authorization, walked from the OpenAPI document', () => {
  it('walks every operation of the document, and the document shows every route', () => {
    expect(operations.length).toBe(documentOperations);
    const documented = new Set(operations.map((op) => nameOf(op).replace(/(.)\/$/, '$1')));
    const routes = routerOperations(t.app.printRoutes({ commonPrefix: false }));
    expect(routes.length).toBeGreaterThanOrEqual(operations.length);
    // Parameters at one place of different routes share the router's node: `{id}|{guid}`.
    const variants = (route: string): string[] =>
      route
        .split('/')
        .reduce<string[]>(
          (heads, segment) => heads.flatMap((head) => segment.split('|').map((s) => `${head}/${s}`)),
          [''],
        )
        .map((v) => v.slice(1));
    expect(routes.filter((route) => !variants(route).some((v) => documented.has(v)))).toEqual([]);
    expect(operations.length).toBeGreaterThan(100);
    const known = new Set(operations.map(nameOf));
    expect(Object.keys(PUBLIC_OPERATIONS).filter((name) => !known.has(name))).toEqual([]);
  });

  it('answers 401 without a session to every operation outside the public list', async () => {
    const failures: string[] = [];
    for (const op of operations) {
      // A fresh caller every time: its CSRF cookie and header are right, so only the session is missing.
      const guest = new TestClient(t.app, `10.71.${Math.floor(++ip / 200)}.${ip % 200}`);
      const res = await guest.request(buildRequest(targets, op, { label: '' }));
      const isPublic = nameOf(op) in PUBLIC_OPERATIONS;
      if (!isPublic && !(res.statusCode === 401 && errorCode(res) === 'unauthenticated')) {
        failures.push(`${nameOf(op)}: ${answer(res)}`);
      }
      if (isPublic && res.statusCode === 401 && errorCode(res) === 'unauthenticated') {
        failures.push(`${nameOf(op)} is in the public list but asks for a session`);
      }
    }
    expect(failures).toEqual([]);
  });

  it(
    'answers 404 to an ordinary employee for every id outside their scope',
    { timeout: 60_000 },
    async () => {
      const { failures, checked } = await walkOutsiderIds(org.employee);
      expect(failures).toEqual([]);
      expect(checked).toBeGreaterThan(40);
    },
  );

  it(
    'answers 404 to a manager holding user and task permissions, for every id outside their team and projects',
    { timeout: 60_000 },
    async () => {
      const { failures } = await walkOutsiderIds(org.manager);
      expect(failures).toEqual([]);
    },
  );
});
