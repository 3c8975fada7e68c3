/**
 * Every change records a domain event (issue 29): each write operation of the app's own OpenAPI
 * document is called once as a user would, with input that succeeds, and must answer 2xx and
 * have recorded an event of the expected type about the expected object, in the same request. A
 * write route added later fails here until it has a scenario (./event-scenarios/) or is listed
 * below as changing nothing, with the reason.
 */
import { and, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domainEvents } from '../db/schema.ts';
import { holidayCalendarJob } from '../jobs/holiday-calendar.job.ts';
import { createDefaultAllocation } from '../modules/leave/leave-ledger.repository.ts';
import { SCENARIOS as ATTENDANCE } from './event-scenarios/attendance.ts';
import { SCENARIOS as AUDIT } from './event-scenarios/audit.ts';
import { SCENARIOS as HR } from './event-scenarios/hr.ts';
import { SCENARIOS as PEOPLE } from './event-scenarios/people.ts';
import { SCENARIOS as PROJECTS } from './event-scenarios/projects.ts';
import { SCENARIOS as TASKS_AND_LEAVE } from './event-scenarios/tasks-leave.ts';
import type { EventScenario, ScenarioWorld } from './event-scenarios/types.ts';
import { listOperations, type OpenApiDocument } from './fuzz/openapi-operations.ts';
import { createOrg } from './org-fixture.ts';
import { signInAs } from './outsider-objects.ts';
import { createTestApp, type TestApp, type TestClient } from './test-app.ts';

/** Write operations that change nothing a person or the audit log would call a change, and why. */
const NOT_A_CHANGE: Record<string, string> = {
  'POST /api/v1/tasks/export.csv':
    'a download of the task list: it reads (POST only to carry the chosen ids)',
  'POST /api/v1/auth/links/check': 'the recovery or invitation page asks whether its link still works',
  'POST /api/v1/notifications/{id}/read':
    'a person marks their own notification read: the state of their inbox',
  'POST /api/v1/notifications/read-all':
    'a person marks their own notifications read: the state of their inbox',
  'POST /api/v1/projects/thumbnails':
    'stores a picture for the add or edit form: no project shows it until Save, whose project.created ' +
    '(data.thumbnail) or project.updated (changes.thumbnail) records it',
};

const SCENARIOS: EventScenario[] = [
  ...TASKS_AND_LEAVE,
  ...PEOPLE,
  ...PROJECTS,
  ...ATTENDANCE,
  ...HR,
  ...AUDIT,
];

let t: TestApp;
let world: ScenarioWorld;
let writeOperations: string[];

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  const org = await createOrg(db);
  for (const person of Object.values(org))
    if (typeof person === 'object' && 'email' in person)
      await createDefaultAllocation(db, { userId: person.id, gender: null, maritalStatus: null });
  await holidayCalendarJob({ db }).run({ period: new Date() });
  const clients = new Map<string, TestClient>();
  world = {
    t,
    db,
    org,
    as: async (person) => {
      let client = clients.get(person.email);
      if (!client) clients.set(person.email, (client = await signInAs(t, person)));
      return client;
    },
  };
  await t.app.ready();
  writeOperations = listOperations(t.app.swagger() as OpenApiDocument)
    .filter((op) => op.method !== 'GET')
    .map((op) => `${op.method} ${op.path}`);
});
afterAll(async () => {
  await t?.close();
});

async function lastEventId(): Promise<number> {
  const [row] = await world.db
    .select({ id: sql<number>`coalesce(max(${domainEvents.id}), 0)` })
    .from(domainEvents);
  return Number(row?.id ?? 0);
}

describe('domain events of every write operation', () => {
  it('has one scenario for each write operation that changes something', () => {
    const covered = SCENARIOS.map((s) => s.operation);
    expect(covered.filter((op, i) => covered.indexOf(op) !== i)).toEqual([]);
    expect(covered.filter((op) => !writeOperations.includes(op))).toEqual([]);
    expect(Object.keys(NOT_A_CHANGE).filter((op) => !writeOperations.includes(op))).toEqual([]);
    const missing = writeOperations.filter((op) => !covered.includes(op) && !(op in NOT_A_CHANGE));
    expect(missing).toEqual([]);
  });

  for (const s of SCENARIOS) {
    it(`${s.operation} records its event`, async () => {
      const prepared = await s.prepare?.(world);
      const before = await lastEventId();
      const { res, type, subject } = await s.request(world, prepared);
      expect(res.statusCode, res.body.slice(0, 300)).toBeGreaterThanOrEqual(200);
      expect(res.statusCode, res.body.slice(0, 300)).toBeLessThan(300);
      const recorded = await world.db
        .select({ type: domainEvents.type, kind: domainEvents.subjectKind, id: domainEvents.subjectId })
        .from(domainEvents)
        .where(and(gt(domainEvents.id, before), eq(domainEvents.type, type)));
      expect(recorded).toContainEqual({ type, kind: subject.kind, id: String(subject.id) });
    });
  }
});
