import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tasks } from '../db/schema.ts';
import { openCycle } from '../modules/appraisals/appraisals-test-kit.ts';
import {
  classify,
  expectedAnswer,
  FILTERS,
  markersShown,
  RULES,
  TASK_ID_PROPERTIES,
  type Kind,
  type Rule,
} from './authz/authz-rules.ts';
import { answer, errorCode, nameOf, pathParameters } from './authz/operation-walk.ts';
import { createOwnedObjects, type OwnedObjects } from './authz/owned-objects.ts';
import {
  createSubjectTree,
  RELATIONSHIPS,
  type Relationship,
  type SubjectTree,
} from './authz/subject-tree.ts';
import { listOperations, type OpenApiDocument, type Operation } from './fuzz/openapi-operations.ts';
import { buildRequest } from './fuzz/probes.ts';
import { WalkTargets } from './fuzz/walk-targets.ts';
import { createOrg, type Org } from './org-fixture.ts';
import { signInAs } from './outsider-objects.ts';
import { PROOF_FULL, proofSize, recordFigure } from './proof.ts';
import { createTestApp, type TestApp, type TestClient } from './test-app.ts';

/**
 * The authorization matrix (`npm run proof -- authz`, issue 30): every operation of the app's own
 * OpenAPI document that takes a person's object by id in its path is called, on the subject's
 * objects (authz/owned-objects.ts), by someone of every relationship to the subject that the rules
 * name (authz/subject-tree.ts: self, direct and skip-level manager, direct and skip-level report,
 * peer, a member of another project, someone unrelated, an HR holder, Admin, Super admin). What
 * each should hear is the table of authz/authz-rules.ts, written from the policy files
 * (server/modules/<area>/<area>.policy.ts, their tests, and the queries they name) and the spec's
 * §6 sections.
 *
 * Proven: no caller the table refuses gets a 2xx (the figure counts those leaks), and each refused
 * caller hears the table's refusal, 404 out of scope or 403 when they see the object; every reader
 * the table allows gets a 2xx, and every writer it allows is not refused (401, 403, 404), so an
 * over-refusal fails as a leak does. Nor does any 2xx show a caller the text of an object of the
 * subject's that the table does not let them read (a task's name on a page they may open counts as
 * a leak). Reads go first, then the refused writes, deletes last, then the allowed writes. An
 * allowed delete is never sent (it would take the object from the calls after it), nor the few
 * allowed writes the table marks (a person's edit and deactivation, a task's edit: they move the
 * object away from the relationships). A route added later is walked without editing this file;
 * one whose path names a kind of object the table does not know fails the walk until the table
 * gives it rules.
 *
 * Short (tests, CI): one subject in the middle of the tree. Full (`npm run proof -- authz --full`):
 * a second subject placed deeper (below the first one's skip-level report), and for both the reads
 * without an id in their path (lists, exports, reports, the dashboard) filtered to the subject's
 * objects and viewed as the subject (X-View-As), and the bulk actions on tasks given the subject's
 * task: none may show or change an object for a caller who may not read it.
 */

interface Subject {
  tree: SubjectTree;
  objects: OwnedObjects;
  callers: Record<Relationship, TestClient>;
}

interface Call {
  op: Operation;
  rule: Rule;
  kind: Kind;
  request: InjectOptions;
}

const SUBJECTS = proofSize(1, 2);

let t: TestApp;
let org: Org;
let targets: WalkTargets;
let operations: Operation[];
const subjects: Subject[] = [];
/** Across subjects, for the figure. */
let requests = 0;
const walkedOperations = new Set<string>();
const leaks: string[] = [];

const isSuccess = (status: number) => status >= 200 && status < 300;

/**
 * Walks every operation on the subject's objects as each relationship, in the order above;
 * returns what does not match the table other than leaks (which go to `leaks`).
 */
async function walk(subject: Subject): Promise<string[]> {
  const failures: string[] = [];
  const calls: Call[] = [];
  for (const op of operations) {
    const found = classify(op);
    if ('unknown' in found) failures.push(found.unknown);
    if (!('rule' in found)) continue;
    const request = buildRequest(targets, op, { label: '', path: found.path(subject.objects) });
    calls.push({ op, rule: found.rule, kind: found.kind, request });
    walkedOperations.add(nameOf(op));
  }
  const where = (call: Call, relationship: Relationship) =>
    `${nameOf(call.op)} on ${subject.tree.label}’s ${call.kind} as ${relationship}`;
  // An allowed answer may still show what the caller may not read (a task's name in a project's page).
  const send = async (call: Call, relationship: Relationship) => {
    requests += 1;
    const res = await subject.callers[relationship].request(call.request);
    const shown = isSuccess(res.statusCode) ? markersShown(subject.objects, res.body, relationship) : [];
    if (shown.length > 0 && expectedAnswer(call.rule, relationship) === 'allowed') {
      leaks.push(`${where(call, relationship)}: ${res.statusCode} shows the subject’s ${shown.join(', ')}`);
    }
    return res;
  };

  const refused = async (call: Call, relationship: Relationship, expected: 403 | 404) => {
    const res = await send(call, relationship);
    if (isSuccess(res.statusCode)) {
      leaks.push(`${where(call, relationship)}: ${answer(res)} (${call.rule.source})`);
    } else if (
      res.statusCode !== expected ||
      errorCode(res) === undefined ||
      (expected === 404 && errorCode(res) !== 'not_found')
    ) {
      failures.push(`${where(call, relationship)}: expected ${expected}, got ${answer(res)}`);
    }
  };

  // Reads: both directions.
  for (const call of calls.filter((c) => c.op.method === 'GET')) {
    for (const relationship of RELATIONSHIPS) {
      const expected = expectedAnswer(call.rule, relationship);
      if (expected !== 'allowed') {
        await refused(call, relationship, expected);
        continue;
      }
      const res = await send(call, relationship);
      if (!isSuccess(res.statusCode)) {
        failures.push(`${where(call, relationship)} (allowed: ${call.rule.source}): ${answer(res)}`);
      }
    }
  }
  // Refused writes, deletes last: a refused write changes nothing, so the objects stay as made.
  const writes = calls.filter((c) => c.op.method !== 'GET');
  const byDeleteLast = (a: Call, b: Call) =>
    Number(a.op.method === 'DELETE') - Number(b.op.method === 'DELETE');
  for (const call of writes.toSorted(byDeleteLast)) {
    for (const relationship of RELATIONSHIPS) {
      const expected = expectedAnswer(call.rule, relationship);
      if (expected !== 'allowed') await refused(call, relationship, expected);
    }
  }
  // Allowed writes: not refused. They may fail on the object's state (a leave that another allowed
  // caller decided before: 409), which is not the caller's standing.
  for (const call of writes) {
    if (call.op.method === 'DELETE' || call.rule.notSentWhenAllowed) continue;
    for (const relationship of call.rule.allowed) {
      const res = await send(call, relationship);
      if ([401, 403, 404].includes(res.statusCode) || res.statusCode >= 500) {
        failures.push(`${where(call, relationship)} (allowed: ${call.rule.source}): ${answer(res)}`);
      }
    }
  }
  return failures;
}

/** buildRequest's URL (always a string). */
const urlOf = (request: InjectOptions) => (typeof request.url === 'string' ? request.url : '');

/** The request with the subject's objects in the query parameters and body properties that name them. */
function filteredTo(op: Operation, request: InjectOptions, o: OwnedObjects): InjectOptions {
  const [path, query = ''] = urlOf(request).split('?');
  const params = new URLSearchParams(query);
  for (const p of op.parameters.filter((p) => p.in === 'query' && p.name in FILTERS)) {
    const value = FILTERS[p.name]!(o, op);
    if (value === undefined) continue;
    const values = [value].flat().slice(0, p.schema.type === 'array' ? undefined : 1);
    if (p.schema.enum && !values.every((v) => p.schema.enum!.includes(v))) continue;
    params.delete(p.name);
    for (const v of values) params.append(p.name, String(v));
  }
  const url = params.size > 0 ? `${path}?${params.toString()}` : path!;
  const named = Object.keys(op.body?.properties ?? {}).filter((name) => name in TASK_ID_PROPERTIES);
  if (named.length === 0) return { ...request, url };
  const body = JSON.parse(typeof request.payload === 'string' ? request.payload : '{}') as Record<
    string,
    unknown
  >;
  for (const name of named) body[name] = TASK_ID_PROPERTIES[name]!(o);
  return { ...request, url, payload: JSON.stringify(body) };
}

/** What a bulk action could change of the subject's task. */
async function taskState(id: number): Promise<string> {
  const [row] = await t.testDb.database.db
    .select({ isDeleted: tasks.isDeleted, status: tasks.status, assignedToId: tasks.assignedToId })
    .from(tasks)
    .where(eq(tasks.id, id));
  return JSON.stringify(row);
}

/**
 * The full proof's second walk: every read without an id in its path (lists, exports, reports,
 * the dashboard), filtered to the subject's objects where a parameter names them, and again viewed
 * as the subject (X-View-As, the hierarchy selector), by every relationship; and the bulk actions
 * on tasks, given the subject's task, by everyone who may not read it. No answer may show a caller
 * an object of the subject's they may not read (its marker, owned-objects.ts), and no bulk action
 * may change the task for them. Allowed callers are not checked here: a list is not bound to show
 * a given row on its first page.
 */
async function walkLists(subject: Subject): Promise<string[]> {
  const failures: string[] = [];
  const shownToReaders = new Set<string>();
  const taskReaders = RULES.task.read.allowed;
  for (const op of operations.filter((op) => pathParameters(op).length === 0)) {
    const bulk = op.method !== 'GET';
    if (bulk && !Object.keys(op.body?.properties ?? {}).some((name) => name in TASK_ID_PROPERTIES)) continue;
    const base = filteredTo(op, buildRequest(targets, op, { label: '' }), subject.objects);
    const variants = bulk
      ? [{ label: 'given the subject’s task', request: base }]
      : [
          { label: 'filtered to the subject', request: base },
          {
            label: 'viewed as the subject',
            request: { ...base, headers: { ...base.headers, 'x-view-as': subject.objects.userId } },
          },
        ];
    walkedOperations.add(nameOf(op));
    for (const { label, request } of variants) {
      for (const relationship of RELATIONSHIPS) {
        if (bulk && taskReaders.includes(relationship)) continue;
        const before = bulk ? await taskState(subject.objects.taskId) : '';
        requests += 1;
        const res = await subject.callers[relationship].request(request);
        const where = `${nameOf(op)} ${label} (${urlOf(request)}) as ${relationship} of ${subject.tree.label}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${answer(res)}`);
        const shown = isSuccess(res.statusCode) ? markersShown(subject.objects, res.body, relationship) : [];
        if (shown.length > 0)
          leaks.push(`${where}: ${res.statusCode} shows the subject’s ${shown.join(', ')}`);
        for (const [kind, marker] of Object.entries(subject.objects.markers)) {
          if (isSuccess(res.statusCode) && res.body.includes(marker)) shownToReaders.add(kind);
        }
        if (bulk && (await taskState(subject.objects.taskId)) !== before) {
          leaks.push(`${where}: ${res.statusCode} changed the subject’s task`);
        }
      }
    }
  }
  // The walk is not blind: the lists show the subject's objects to those who may read them.
  for (const kind of ['task', 'leave', 'letterRequest', 'taxProof']) {
    if (!shownToReaders.has(kind)) failures.push(`no list showed the subject’s ${kind} to anyone`);
  }
  return failures;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  org = await createOrg(db);
  targets = await WalkTargets.create(db, org);
  // Every subject's people first: the appraisal cycle gives each of them an appraisal.
  const trees: SubjectTree[] = [];
  for (let i = 0; i < SUBJECTS; i++) {
    const parent = trees.at(-1)?.people.skipReport.id ?? org.superAdmin.id;
    trees.push(await createSubjectTree(db, org, `s${i + 1}`, parent));
  }
  const cycle = await openCycle(await signInAs(t, org.superAdmin));
  for (const tree of trees) {
    const objects = await createOwnedObjects(t, org, tree, cycle.id);
    const callers = Object.fromEntries(
      await Promise.all(RELATIONSHIPS.map(async (r) => [r, await signInAs(t, tree.people[r])] as const)),
    ) as Record<Relationship, TestClient>;
    subjects.push({ tree, objects, callers });
  }
  await t.app.ready();
  operations = listOperations(t.app.swagger() as OpenApiDocument);
}, 120_000);

afterAll(async () => {
  await t?.close();
});

describe('authorization matrix: every operation on a person’s objects × every relationship to them', () => {
  it('has a table whose refusals with 403 go only to those who see the object', () => {
    const problems: string[] = [];
    for (const [kind, rules] of Object.entries(RULES)) {
      for (const [action, rule] of [
        ['read', rules.read],
        ['write', rules.write],
        ...Object.entries(rules.actions ?? {}),
      ] as const) {
        const both = rule.allowed.filter((r) => rule.forbidden?.includes(r));
        if (both.length) problems.push(`${kind} ${action}: both allowed and refused: ${both.join(', ')}`);
        const blind = (rule.forbidden ?? []).filter((r) => !rules.read.allowed.includes(r));
        if (blind.length)
          problems.push(`${kind} ${action}: 403 to callers who cannot see it: ${blind.join(', ')}`);
      }
    }
    expect(problems).toEqual([]);
  });

  for (let i = 0; i < SUBJECTS; i++) {
    it(
      `answers every relationship as the table says, on subject ${i + 1}’s objects`,
      { timeout: 180_000 },
      async () => {
        const failures = await walk(subjects[i]!);
        expect(failures).toEqual([]);
      },
    );
  }

  if (PROOF_FULL) {
    for (let i = 0; i < SUBJECTS; i++) {
      it(
        `shows no list, export or bulk action of subject ${i + 1}’s objects to a caller who may not read them`,
        { timeout: 180_000 },
        async () => {
          const failures = await walkLists(subjects[i]!);
          expect(failures).toEqual([]);
        },
      );
    }
  }

  it('walked every kind of object, and let no refused caller through', () => {
    const kinds = new Set(operations.map(classify).flatMap((c) => ('kind' in c ? [c.kind] : [])));
    expect([...kinds].sort()).toEqual(Object.keys(RULES).sort());
    expect(walkedOperations.size).toBeGreaterThan(40);
    recordFigure(
      'authz',
      `${requests} requests over ${walkedOperations.size} operations × ${RELATIONSHIPS.length} relationships: ${leaks.length} unauthorized 2xx`,
    );
    expect(leaks, `unauthorized 2xx:\n${leaks.join('\n')}`).toEqual([]);
  });
});
