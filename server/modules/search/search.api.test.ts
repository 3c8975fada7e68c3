/**
 * The global search, as each person of the test organisation sees it: tasks, people, projects,
 * leave, holidays, letter requests and HR documents, each only where that kind's own page would
 * show it (0 leaks by relationship), ranked exact name first, typo-tolerant for names, in Latin,
 * Arabic and Chinese script, and answering bad input with the error contract.
 *
 *   Sam (Super admin) ── Mona ── Leo ── Eve          Ada (Admin)
 *                     │       └ Lena                 Hana (IssueLetters, ReviewTaxDocuments)
 *                     └ Pete ── Quinn
 *   Apollo: Mona, Leo.  Zephyr: Pete.
 */
import { eq, sql } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/dates.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SearchKind, SearchResponse } from '../../../shared/schemas/search.schema.ts';
import { holidays, leaveApplications, letterRequests, tasks, taxProofs } from '../../db/schema.ts';
import { createUser } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { insertProject, insertTask, signIn } from '../projects/projects-test-kit.ts';

let t: TestApp;
let org: Org;
let hana: { id: string; email: string };
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  const db = t.testDb.database.db;
  org = await createOrg(db);
  hana = await createUser(db, {
    firstName: 'Hana',
    lastName: 'Test',
    email: 'hana@example.com',
    permissions: ['IssueLetters', 'ReviewTaxDocuments'],
    managerId: org.superAdmin.id,
  });
  const task = async (name: string, values: Partial<Parameters<typeof insertTask>[1]> = {}) =>
    (ids[name] = (
      await insertTask(t, {
        projectId: org.project.id,
        assignedToId: org.employee.id,
        assignedById: org.lead.id,
        name,
        ...values,
      })
    ).id);
  await task('Orbit telemetry review');
  await task('Launch');
  await task('Launch plan');
  await task('Prelaunch checks');
  await task('Orbit archive', { isDeleted: true });
  await task('Orbit wind study', {
    projectId: org.otherProject.id,
    assignedToId: org.peerReport.id,
    assignedById: org.peer.id,
  });
  await db
    .update(tasks)
    .set({ description: 'Calibrate the gyroscope before the burn' })
    .where(eq(tasks.id, ids['Launch plan']!));
  await insertProject(t, '火星计划', [org.manager.id]);
  await createUser(db, {
    firstName: 'سارة',
    lastName: 'خالد',
    email: 'sara@example.com',
    managerId: org.lead.id,
  });
  await createUser(db, {
    firstName: '王伟',
    lastName: '明',
    email: 'wang@example.com',
    managerId: org.lead.id,
  });
  const [leave] = await db
    .insert(leaveApplications)
    .values({
      userId: org.employee.id,
      typeId: 1,
      fromDate: '2099-03-02',
      toDate: '2099-03-02',
      duration: 1,
      reason: 'Dentist appointment',
    })
    .returning();
  ids.leave = leave!.id;
  await db.insert(holidays).values({ location: 1, date: '2099-05-01', name: 'Founders Day', typeId: 1 });
  const [letter] = await db
    .insert(letterRequests)
    .values({ userId: org.employee.id, type: 'addressProof', purpose: 'Visa application' })
    .returning();
  ids.letter = letter!.id;
  const [proof] = await db
    .insert(taxProofs)
    .values({
      userId: org.employee.id,
      financialYear: 2099,
      type: 'houseRent',
      documentName: 'Rent receipt March',
      fileKey: 'taxproofs/search-test.pdf',
      fileName: 'rent.pdf',
      kind: 'pdf',
      mimeType: 'application/pdf',
      size: 100,
    })
    .returning();
  ids.proof = proof!.id;
});
afterAll(async () => {
  await t.close();
});

const clients = new Map<string, TestClient>();
async function as(person: { email: string }): Promise<TestClient> {
  const known = clients.get(person.email);
  if (known) return known;
  const client = await signIn(t, person);
  clients.set(person.email, client);
  return client;
}

async function search(person: { email: string }, q: string, kind?: SearchKind): Promise<SearchResponse> {
  const query = new URLSearchParams({ q, ...(kind ? { kind } : {}) });
  const res = await (await as(person)).get(`/api/v1/search?${query.toString()}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

/** The titles found of one kind, in order. */
async function found(person: { email: string }, q: string, kind: SearchKind): Promise<string[]> {
  const { groups } = await search(person, q);
  const items = groups.find((g) => g.kind === kind)?.items ?? [];
  return items.map((item) => {
    switch (item.kind) {
      case 'task':
      case 'project':
      case 'holiday':
        return item.name;
      case 'person':
        return item.fullName;
      case 'leave':
        return `${item.employeeName} ${item.fromDate}`;
      case 'letter':
        return `${item.employeeName} ${item.type}`;
      case 'document':
        return item.documentName;
    }
  });
}

describe('GET /search: tasks', () => {
  it('finds a task by its name for those whose task list shows it, not for anyone else', async () => {
    expect(await found(org.lead, 'orbit', 'task')).toEqual(['Orbit telemetry review']);
    expect(await found(org.manager, 'orbit telemetry', 'task')).toEqual(['Orbit telemetry review']);
    expect(await found(org.peer, 'orbit', 'task')).toEqual(['Orbit wind study']);
    expect(await found(org.employee, 'orbit', 'task')).toEqual([]);
    expect(await found(org.lead2, 'orbit', 'task')).toEqual([]);
    expect(await found(org.superAdmin, 'orbit', 'task')).toEqual([
      'Orbit telemetry review',
      'Orbit wind study',
    ]);
  });

  it('never shows a deleted task', async () => {
    expect(await found(org.superAdmin, 'archive', 'task')).toEqual([]);
  });

  it('ranks the exact name first, then names starting with the words, then the rest', async () => {
    expect(await found(org.lead, 'launch', 'task')).toEqual(['Launch', 'Launch plan', 'Prelaunch checks']);
  });

  it('finds a task by its number, first, and by a word its description starts', async () => {
    const byNumber = await search(org.lead, `#${ids['Prelaunch checks']}`);
    expect(byNumber.groups[0]?.items[0]).toMatchObject({ kind: 'task', name: 'Prelaunch checks' });
    expect(await found(org.lead, 'gyro', 'task')).toEqual(['Launch plan']);
    expect(await found(org.peer, 'gyro', 'task')).toEqual([]);
  });
});

describe('GET /search: words thousands of tasks have', () => {
  it('answers with the newest tasks that have them, in the caller’s sight only', async () => {
    // 12,000 tasks of Apollo (Leo's) and 12,000 newer ones of Zephyr (Pete's), each named and
    // described with the same common words: the planner's statistics call them common, and the
    // newest visible tasks are looked through for them rather than the indexes' long lists.
    const db = t.testDb.database.db;
    const copies = (template: number, prefix: string, seconds: string) => sql`
      insert into ${tasks} (name, project_id, project_name, assigned_to_id, assigned_to_name,
        assigned_by_id, assigned_by_name, created_by_id, due_date, description, created_at)
      select ${prefix} || g, project_id, project_name, assigned_to_id, assigned_to_name,
        assigned_by_id, assigned_by_name, created_by_id, due_date,
        'Notes for the stakeholders, week ' || g, now() + (${seconds})::interval * g
      from ${tasks} t cross join generate_series(1, 12000) g where t.id = ${template}`;
    await db.execute(copies(ids['Launch']!, 'Weekly sync A', '-1 second'));
    await db.execute(copies(ids['Orbit wind study']!, 'Weekly sync Z', '1 second'));
    await db.execute(sql`analyze ${tasks}`);
    try {
      // The newest of Leo's, whose descriptions alone have the word.
      expect(await found(org.lead, 'stakeholders', 'task')).toEqual(
        [1, 2, 3, 4, 5].map((g) => `Weekly sync A${g}`),
      );
      // Pete's newest six (the sixth tells there are more), by name: the first five shown.
      expect(await found(org.peer, 'stakeholders', 'task')).toEqual(
        [11995, 11996, 11997, 11998, 11999].map((g) => `Weekly sync Z${g}`),
      );
      // Names: among the newest that have the words, ranked by name; none of the other's.
      const leos = await found(org.lead, 'weekly sync', 'task');
      expect(leos).toHaveLength(5);
      expect(leos.every((name) => name.startsWith('Weekly sync A'))).toBe(true);
      expect(
        (await found(org.peer, 'weekly sync', 'task')).every((name) => name.startsWith('Weekly sync Z')),
      ).toBe(true);
      // A rare word is still found through the index.
      expect(await found(org.lead, 'gyro', 'task')).toEqual(['Launch plan']);
    } finally {
      await db.delete(tasks).where(sql`${tasks.name} like 'Weekly sync %'`);
    }
  });
});

describe('GET /search: people and projects', () => {
  it('finds people in the caller’s team only, by name, e-mail or despite a typo', async () => {
    expect(await found(org.peer, 'quinn', 'person')).toEqual(['Quinn Test']);
    expect(await found(org.manager, 'quinn', 'person')).toEqual([]);
    expect(await found(org.admin, 'quinn@example', 'person')).toEqual(['Quinn Test']);
    expect(await found(org.manager, 'Lenna', 'person')).toEqual(['Lena Test']);
    expect(await found(org.employee, 'Leo', 'person')).toEqual([]);
  });

  it('finds projects the caller is in (everyone’s for an admin), in any script', async () => {
    expect(await found(org.peer, 'zeph', 'project')).toEqual(['Zephyr']);
    expect(await found(org.manager, 'zeph', 'project')).toEqual([]);
    expect(await found(org.admin, 'zeph', 'project')).toEqual(['Zephyr']);
    expect(await found(org.manager, '火星', 'project')).toEqual(['火星计划']);
    expect(await found(org.lead, '火星', 'project')).toEqual([]);
  });

  it('finds names written in Arabic and Chinese', async () => {
    expect(await found(org.lead, 'سارة', 'person')).toEqual(['سارة خالد']);
    expect(await found(org.manager, '王伟', 'person')).toEqual(['王伟 明']);
  });
});

describe('GET /search: leave, holidays, letters and HR documents', () => {
  it('finds leave by reason or type for the person and those above them only', async () => {
    for (const person of [org.employee, org.lead, org.manager, org.superAdmin])
      expect(await found(person, 'dentist', 'leave'), person.email).toEqual(['Eve Test 2099-03-02']);
    expect(await found(org.lead, 'sick eve', 'leave')).toEqual(['Eve Test 2099-03-02']);
    expect(await found(org.peer, 'dentist', 'leave')).toEqual([]);
    expect(await found(org.lead2, 'dentist', 'leave')).toEqual([]);
  });

  it('finds an application behind hundreds of newer ones, through the indexes, in scope only', async () => {
    // 600 newer applications of Eve's: the newest ones looked through first hold no match.
    const db = t.testDb.database.db;
    await db.execute(sql`
      insert into ${leaveApplications} (user_id, type_id, from_date, to_date, duration, reason, created_at)
      select ${org.employee.id}, 3, date '2097-01-01' + g, date '2097-01-01' + g, 1, 'Routine check-in',
        now() + g * interval '1 second'
      from generate_series(1, 600) g`);
    try {
      expect(await found(org.lead, 'dentist', 'leave')).toEqual(['Eve Test 2099-03-02']);
      expect(await found(org.manager, 'sick eve', 'leave')).toEqual(['Eve Test 2099-03-02']);
      expect(await found(org.lead2, 'dentist', 'leave')).toEqual([]);
      // A common word is answered by the newest, newest first.
      const routine = await found(org.lead, 'routine', 'leave');
      expect(routine).toEqual([600, 599, 598, 597, 596].map((g) => `Eve Test ${addDays('2097-01-01', g)}`));
    } finally {
      await db.delete(leaveApplications).where(eq(leaveApplications.reason, 'Routine check-in'));
    }
  });

  it('names a leave type in the caller’s language', async () => {
    await (
      await as(org.lead)
    ).request({ method: 'PUT', url: '/api/v1/me/language', payload: { language: 'fr' } });
    clients.delete(org.lead.email);
    expect(await found(org.lead, 'maladie', 'leave')).toEqual(['Eve Test 2099-03-02']);
  });

  it('finds holidays for everyone, despite a typo', async () => {
    expect(await found(org.employee, 'founders', 'holiday')).toEqual(['Founders Day']);
    expect(await found(org.peerReport, 'Fonders day', 'holiday')).toEqual(['Founders Day']);
  });

  it('finds a letter request for its person and those who issue letters only', async () => {
    expect(await found(org.employee, 'visa', 'letter')).toEqual(['Eve Test addressProof']);
    expect(await found(hana, 'address proof eve', 'letter')).toEqual(['Eve Test addressProof']);
    expect(await found(org.lead, 'visa', 'letter')).toEqual([]);
    expect(await found(org.manager, 'visa', 'letter')).toEqual([]);
  });

  it('finds an HR document for its person and reviewers only', async () => {
    expect(await found(org.employee, 'rent receipt', 'document')).toEqual(['Rent receipt March']);
    expect(await found(hana, 'rent', 'document')).toEqual(['Rent receipt March']);
    expect(await found(org.lead, 'rent', 'document')).toEqual([]);
  });
});

describe('GET /search: groups and bad input', () => {
  it('groups by kind in a fixed order, a few each, more of one kind when asked', async () => {
    // Everyone's last name is Test: people, and Eve's leave, letter and document by her name.
    const { groups } = await search(org.superAdmin, 'test');
    expect(groups.map((g) => g.kind)).toEqual(['person', 'leave', 'letter', 'document']);
    expect(groups[0]?.items).toHaveLength(5);
    expect(groups[0]?.more).toBe(true);
    const more = await search(org.superAdmin, 'test', 'person');
    expect(more.groups[0]?.items.length).toBeGreaterThan(5);
    expect(more.groups[0]?.more).toBe(false);
  });

  it('answers nothing found with no groups', async () => {
    expect((await search(org.superAdmin, 'qqqxxzz')).groups).toEqual([]);
  });

  it('refuses a missing, blank or too long query, an unknown kind, and no session', async () => {
    const client = await as(org.manager);
    for (const url of ['/api/v1/search', '/api/v1/search?q=%20%20', `/api/v1/search?q=${'a'.repeat(101)}`]) {
      const res = await client.get(url);
      expect(res.statusCode, url).toBe(422);
      expect(res.json<{ error: { details: Array<{ path: string }> } }>().error.details[0]?.path).toBe('q');
    }
    expect((await client.get('/api/v1/search?q=a&kind=salary')).statusCode).toBe(422);
    expect((await new TestClient(t.app).get('/api/v1/search?q=a')).statusCode).toBe(401);
  });
});
