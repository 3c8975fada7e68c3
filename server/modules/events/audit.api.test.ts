/**
 * The audit log API (issue 29): Admins read every event, newest first, filtered by person, area,
 * type, object and days, and export it; nobody else reads it; filters out of range are dropped
 * or corrected instead of refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage } from '../../../shared/schemas/audit.schema.ts';
import { createUser } from '../../test/fixtures.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { insertEvents, type NewEventRow } from './events.repository.ts';

let t: TestApp;
let org: Org;
let ada: TestClient;
const db = () => t.testDb.database.db;

/** Events at chosen instants (the organisation's time zone is Asia/Kolkata, UTC+5:30). */
const row = (
  over: Partial<NewEventRow> & Pick<NewEventRow, 'type' | 'subjectKind' | 'subjectId'>,
): NewEventRow => ({
  actorId: null,
  concerns: [],
  changes: null,
  data: null,
  ...over,
});

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  ada = await signInAs(t, org.admin);
  const evil = await createUser(db(), { firstName: '=SUM(1,2)', lastName: 'Mallory' });
  await insertEvents(db(), [
    row({
      type: 'task.created',
      actorId: org.manager.id,
      subjectKind: 'task',
      subjectId: '7',
      concerns: [org.lead.id],
      data: { name: 'Write notes' },
      occurredAt: new Date('2026-11-01T20:00:00Z'), // 2 November in Kolkata
    }),
    row({
      type: 'task.updated',
      actorId: org.lead.id,
      subjectKind: 'task',
      subjectId: '7',
      changes: { dueDate: { from: '2026-11-30', to: '2026-12-05' } },
      occurredAt: new Date('2026-11-03T10:00:00Z'),
    }),
    row({
      type: 'leave.approved',
      actorId: org.lead.id,
      subjectKind: 'leave',
      subjectId: '3',
      concerns: [org.employee.id],
      occurredAt: new Date('2026-11-04T10:00:00Z'),
    }),
    row({
      type: 'leave.topped_up',
      subjectKind: 'person',
      subjectId: org.employee.id,
      concerns: [org.employee.id],
      occurredAt: new Date('2026-11-05T10:00:00Z'),
    }),
    row({
      type: 'leave.corrected',
      actorId: evil.id,
      subjectKind: 'person',
      subjectId: org.peer.id,
      concerns: [org.peer.id],
      changes: { balance: { from: 2, to: 3.5 } },
      occurredAt: new Date('2026-11-06T10:00:00Z'),
    }),
  ]);
});
afterAll(async () => {
  await t.close();
});

/** The log of early November, where the test's events are (its sign-ins, today, are events too). */
const page = async (query = '') => {
  const early = query.includes('to=') ? '' : 'to=2026-11-10';
  const res = await ada.get(`/api/v1/audit${query ? `${query}&` : '?'}${early}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AuditPage>();
};
const types = (p: AuditPage) => p.items.map((e) => `${e.type} ${e.subject.kind}:${e.subject.id}`);

describe('the audit log', () => {
  it('lists every event newest first, naming who acted and whom it concerns', async () => {
    const all = await page();
    expect(all.total).toBe(5);
    expect(all.totalCapped).toBe(false);
    expect(types(all)).toEqual([
      `leave.corrected person:${org.peer.id}`,
      `leave.topped_up person:${org.employee.id}`,
      'leave.approved leave:3',
      'task.updated task:7',
      'task.created task:7',
    ]);
    const created = all.items.at(-1)!;
    expect(created).toMatchObject({
      area: 'task',
      actor: { id: org.manager.id, fullName: 'Mona Test' },
      concerns: [{ id: org.lead.id, fullName: 'Leo Test' }],
      data: { name: 'Write notes' },
    });
    expect(all.items[1]!.actor).toBeNull();
    expect(all.items[3]!.changes).toEqual({ dueDate: { from: '2026-11-30', to: '2026-12-05' } });
  });

  it('filters by person: who acted, whom it concerns, or the person it is about', async () => {
    expect(types(await page(`?person=${org.lead.id}`))).toEqual([
      'leave.approved leave:3',
      'task.updated task:7',
      'task.created task:7',
    ]);
    expect(types(await page(`?person=${org.employee.id}`))).toEqual([
      `leave.topped_up person:${org.employee.id}`,
      'leave.approved leave:3',
    ]);
  });

  it('filters by area, type, object and days in the organisation’s time zone', async () => {
    expect(types(await page('?area=task'))).toEqual(['task.updated task:7', 'task.created task:7']);
    expect(types(await page('?type=leave.approved'))).toEqual(['leave.approved leave:3']);
    expect(types(await page('?kind=task&object=7&type=task.created'))).toEqual(['task.created task:7']);
    // 20:00 UTC on 1 November is 2 November in Kolkata.
    expect(types(await page('?from=2026-11-02&to=2026-11-03'))).toEqual([
      'task.updated task:7',
      'task.created task:7',
    ]);
    expect(types(await page('?from=2026-11-01&to=2026-11-01'))).toEqual([]);
    // Days the wrong way round are the range they name.
    expect(types(await page('?from=2026-11-04&to=2026-11-03'))).toHaveLength(2);
  });

  it('drops filters out of range instead of refusing them, and answers a page past the end with the last', async () => {
    const lenient = await page(
      '?person=nobody&area=weather&type=task.exploded&from=2026-02-30&pageSize=7&page=-3',
    );
    expect(lenient).toMatchObject({ total: 5, page: 1, pageSize: 25 });
    const past = await page('?pageSize=25&page=40');
    expect(past.page).toBe(1);
    expect(past.items).toHaveLength(5);
  });

  it('is for Admins only: 403 for anyone else, 401 signed out', async () => {
    const mona = await signInAs(t, org.manager);
    expect((await mona.get('/api/v1/audit')).statusCode).toBe(403);
    expect((await mona.get('/api/v1/audit/export?format=csv')).statusCode).toBe(403);
    expect((await new TestClient(t.app, '10.80.0.1').get('/api/v1/audit')).statusCode).toBe(401);
    const sam = await signInAs(t, org.superAdmin);
    expect((await sam.get('/api/v1/audit')).statusCode).toBe(200);
  });

  it('exports the filtered log as CSV with formula-safe cells, and as .xlsx', async () => {
    const csv = await ada.get('/api/v1/audit/export?format=csv&area=leave');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    expect(lines[0]).toBe('"Time (UTC)","Event","By","Object","Object id","Concerns","Changes"');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toContain('leave.corrected');
    expect(lines[1]).toContain('balance: 2 → 3.5');
    // The person named "=SUM(1,2) Mallory" cannot become a formula in a spreadsheet.
    expect(lines[1]).toContain(`,"'=SUM(1,2) Mallory",`);

    const xlsx = await ada.get('/api/v1/audit/export?format=xlsx');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('audit-log.xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });
});
