/**
 * How long the audit log keeps events (issue 29): forever unless an Admin sets a period, and the
 * nightly retention job, the one way events leave the log, deletes what falls outside it.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditPage, AuditSettings } from '../../../shared/schemas/audit.schema.ts';
import { domainEventPeople, domainEvents, eventConsumptions } from '../../db/schema.ts';
import { eventRetentionJob } from '../../jobs/event-retention.job.ts';
import { createOrg, type Org } from '../../test/org-fixture.ts';
import { signInAs } from '../../test/outsider-objects.ts';
import { createTestApp, TestClient, type TestApp } from '../../test/test-app.ts';
import { insertEvents } from '../events/events.repository.ts';

let t: TestApp;
let org: Org;
let ada: TestClient;
const db = () => t.testDb.database.db;
const NOW = new Date('2026-11-28T06:00:00Z');
const daysAgo = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

const setRetention = (retentionDays: unknown) =>
  ada.request({ method: 'PUT', url: '/api/v1/audit/settings', payload: { retentionDays } });

const runJob = () => eventRetentionJob({ db: db(), now: () => NOW }).run({ period: NOW });

beforeAll(async () => {
  t = await createTestApp();
  org = await createOrg(db());
  ada = await signInAs(t, org.admin);
});
afterAll(() => t?.close());

describe('the retention setting', () => {
  it('keeps events forever until an Admin chooses a period', async () => {
    const res = await ada.get('/api/v1/audit/settings');
    expect(res.statusCode).toBe(200);
    expect(res.json<AuditSettings>()).toEqual({ retentionDays: null, abilities: { edit: true } });
  });

  it.each([
    ['less than a month', 10],
    ['more than ten years', 3_651],
    ['a fraction of a day', 400.5],
    ['words', 'a year'],
  ])('refuses %s with the field named and keeps the setting', async (_case, retentionDays) => {
    const res = await setRetention(retentionDays);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: {
        details: [{ path: 'retentionDays', message: 'Keep events for 30 to 3,650 days, or forever.' }],
      },
    });
    expect((await ada.get('/api/v1/audit/settings')).json<AuditSettings>().retentionDays).toBeNull();
  });

  it('records who changed it, from what to what, and nothing when saved unchanged', async () => {
    expect((await setRetention(400)).json<AuditSettings>().retentionDays).toBe(400);
    await setRetention(400);
    const log = (await ada.get('/api/v1/audit?type=audit.retention_changed')).json<AuditPage>();
    expect(log.total).toBe(1);
    expect(log.items[0]).toMatchObject({
      actor: { id: org.admin.id },
      changes: { retentionDays: { from: null, to: 400 } },
    });
    expect((await setRetention(null)).json<AuditSettings>().retentionDays).toBeNull();
  });

  it('is for Admins only: 403 for anyone else, 401 signed out', async () => {
    const lead = await signInAs(t, org.lead);
    expect((await lead.get('/api/v1/audit/settings')).statusCode).toBe(403);
    const put = await lead.request({
      method: 'PUT',
      url: '/api/v1/audit/settings',
      payload: { retentionDays: 30 },
    });
    expect(put.statusCode).toBe(403);
    expect((await new TestClient(t.app, '10.81.0.1').get('/api/v1/audit/settings')).statusCode).toBe(401);
  });
});

describe('the retention job', () => {
  const ids = async () =>
    (
      await db()
        .select({ id: domainEvents.id })
        .from(domainEvents)
        .where(eq(domainEvents.subjectKind, 'task'))
    ).map((r) => r.id);

  it('deletes nothing while events are kept forever', async () => {
    await insertEvents(db(), [
      {
        type: 'task.created',
        actorId: org.lead.id,
        subjectKind: 'task',
        subjectId: '901',
        concerns: [org.employee.id],
        changes: null,
        data: null,
        occurredAt: daysAgo(4_000),
      },
    ]);
    expect(await runJob()).toBe('kept forever');
    expect(await ids()).toHaveLength(1);
  });

  it('deletes the events older than the period with their people, keeps the rest, and the log stays append-only', async () => {
    await insertEvents(db(), [
      {
        type: 'task.updated',
        actorId: org.lead.id,
        subjectKind: 'task',
        subjectId: '902',
        concerns: [org.employee.id],
        changes: null,
        data: null,
        occurredAt: daysAgo(366),
      },
      {
        type: 'task.updated',
        actorId: org.lead.id,
        subjectKind: 'task',
        subjectId: '903',
        concerns: [org.employee.id],
        changes: null,
        data: null,
        occurredAt: daysAgo(364),
      },
    ]);
    const [oldest] = await db()
      .select({ id: domainEvents.id })
      .from(domainEvents)
      .where(eq(domainEvents.subjectId, '901'));
    await db()
      .insert(eventConsumptions)
      .values({ consumer: 'in-app-notifications', eventId: oldest!.id, eventTx: '1', state: 'done' });
    await setRetention(365);

    expect(await runJob()).toBe('2 removed');
    const kept = await db()
      .select({ subjectId: domainEvents.subjectId })
      .from(domainEvents)
      .where(eq(domainEvents.subjectKind, 'task'));
    expect(kept.map((r) => r.subjectId)).toEqual(['903']);
    const people = await db()
      .select()
      .from(domainEventPeople)
      .where(sql`${domainEventPeople.occurredAt} < ${daysAgo(365)}`);
    expect(people).toEqual([]);
    const consumed = await db()
      .select()
      .from(eventConsumptions)
      .where(eq(eventConsumptions.eventId, oldest!.id));
    expect(consumed).toEqual([]);
    // The person filter still finds the event that is kept.
    const log = (
      await ada.get(`/api/v1/audit?person=${org.employee.id}&kind=task&object=903`)
    ).json<AuditPage>();
    expect(log.total).toBe(1);
    // Outside the job, a delete is still refused.
    await expect(db().delete(domainEvents)).rejects.toMatchObject({
      cause: { message: expect.stringMatching(/append-only/) as unknown },
    });
  });
});
