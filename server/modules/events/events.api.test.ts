/**
 * Domain events on either engine: what a change records, that the record cannot be rewritten, and
 * how a consumer is fed (once per event, in order per subject, failures retried then abandoned,
 * without holding back other subjects).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventType } from '../../../shared/rules/events.ts';
import { createScheduler } from '../../lib/scheduler.ts';
import { TEST_ENGINE, createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Db } from '../../db/client.ts';
import { MAX_EVENT_ATTEMPTS, eventRetrySeconds } from './event-consumers.ts';
import {
  drainConsumer,
  eventConsumerJobs,
  publish,
  type DomainEvent,
  type EventConsumer,
  type StoredEvent,
} from './events.service.ts';

let testDb: TestDatabase;
const db = (): Db => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(async () => {
  await testDb.destroy();
});

let subjects = 0;
/** A subject no other test uses. */
const newSubject = () => ({ kind: 'task' as const, id: 100_000 + ++subjects });

const event = (subject: DomainEvent['subject'], type: EventType = 'task.updated'): DomainEvent => ({
  type,
  actorId: null,
  subject,
  data: { n: subjects },
});

async function publishEach(...events: DomainEvent[]): Promise<void> {
  // Each in its own transaction, as separate changes are.
  for (const e of events) await db().transaction((tx) => publish(tx, e));
}

/** A consumer that records what it handled, and throws while `failing` says so for an event. */
function recorder(name: string, options: { startAt?: 'beginning' | 'now'; types?: EventType[] } = {}) {
  const handled: StoredEvent[] = [];
  let failing: (e: StoredEvent) => boolean = () => false;
  const consumer: EventConsumer = {
    name,
    description: 'test',
    types: options.types ?? ['task.updated', 'task.created'],
    startAt: options.startAt ?? 'beginning',
    handle: (_tx, e) => {
      if (failing(e)) return Promise.reject(new Error(`cannot handle ${e.subject.id}`));
      handled.push(e);
      return Promise.resolve();
    },
  };
  return {
    consumer,
    handled,
    failWhen: (f: (e: StoredEvent) => boolean) => {
      failing = f;
    },
    ids: () => handled.map((e) => `${e.subject.id}`),
  };
}

describe('publishing', () => {
  it('records all of a change’s events with one statement, in the change’s transaction', async () => {
    const subject = newSubject();
    const count = () => testDb.database.statementCount();
    const before = count();
    await db().transaction(async () => {});
    const emptyTransaction = count() - before;
    const start = count();
    await db().transaction((tx) =>
      publish(tx, [event(subject), event(subject, 'task.created'), event(subject, 'task.deleted')]),
    );
    expect(count() - start - emptyTransaction).toBe(1);

    const rows = await db().execute(
      sql`select type, subject_kind, subject_id from domain_events where subject_id = ${String(subject.id)} order by id`,
    );
    expect((rows as { rows: unknown[] }).rows).toEqual([
      { type: 'task.updated', subject_kind: 'task', subject_id: String(subject.id) },
      { type: 'task.created', subject_kind: 'task', subject_id: String(subject.id) },
      { type: 'task.deleted', subject_kind: 'task', subject_id: String(subject.id) },
    ]);
  });

  it('records nothing when the change rolls back', async () => {
    const subject = newSubject();
    await expect(
      db().transaction(async (tx) => {
        await publish(tx, event(subject));
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const rows = await db().execute(
      sql`select 1 from domain_events where subject_id = ${String(subject.id)}`,
    );
    expect((rows as { rows: unknown[] }).rows).toEqual([]);
  });

  it('refuses an event that would carry a secret', async () => {
    for (const key of ['passwordHash', 'resetToken', 'sessionId', 'clientSecret']) {
      await expect(
        db().transaction((tx) =>
          publish(tx, { type: 'task.updated', actorId: null, subject: newSubject(), data: { [key]: 'x' } }),
        ),
      ).rejects.toThrow(`secret field "${key}"`);
    }
  });
});

/** What the database answered to a statement it refused (Drizzle wraps it in a "Failed query"). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  const err: unknown = await statement.then(
    () => null,
    (e: unknown) => e,
  );
  const cause = (err as { cause?: { message?: string } } | null)?.cause;
  return cause?.message ?? String(err);
}

describe('the audit record', () => {
  it('cannot be updated, deleted or truncated', async () => {
    await publishEach(event(newSubject()));
    expect(await refusal(db().execute(sql`update domain_events set type = 'task.deleted'`))).toBe(
      'domain_events is append-only: UPDATE refused',
    );
    expect(await refusal(db().execute(sql`delete from domain_events`))).toBe(
      'domain_events is append-only: DELETE refused',
    );
    expect(await refusal(db().execute(sql`truncate domain_events`))).toBe(
      'domain_events is append-only: TRUNCATE refused',
    );
  });

  it('lets only a transaction that declares itself the retention job delete old events', async () => {
    const subject = newSubject();
    await publishEach(event(subject));
    await db().transaction(async (tx) => {
      await tx.execute(sql`set local orgdesk.event_retention = 'on'`);
      await tx.execute(sql`delete from domain_events where subject_id = ${String(subject.id)}`);
    });
    const rows = await db().execute(
      sql`select 1 from domain_events where subject_id = ${String(subject.id)}`,
    );
    expect((rows as { rows: unknown[] }).rows).toEqual([]);
    // The setting was local to that transaction.
    expect(await refusal(db().execute(sql`delete from domain_events`))).toMatch(/append-only/);
  });
});

describe('a consumer', () => {
  it('handles each event of its types once, in the order they were written', async () => {
    const r = recorder('test-once', { startAt: 'now' });
    await drainConsumer(db(), r.consumer);
    const [a, b] = [newSubject(), newSubject()];
    await publishEach(event(a, 'task.created'), event(b), event(a, 'task.deleted'), event(a));
    const first = await drainConsumer(db(), r.consumer);
    expect(first).toMatchObject({ handled: 3, failed: 0 });
    expect(r.handled.map((e) => [e.subject.id, e.type])).toEqual([
      [String(a.id), 'task.created'],
      [String(b.id), 'task.updated'],
      [String(a.id), 'task.updated'],
    ]);
    expect(await drainConsumer(db(), r.consumer)).toMatchObject({ handled: 0 });
    await publishEach(event(b));
    expect(await drainConsumer(db(), r.consumer)).toMatchObject({ handled: 1 });
    expect(r.handled).toHaveLength(4);
  });

  it('keeps no record of events its horizon has passed', async () => {
    const r = recorder('test-no-records', { startAt: 'now' });
    await drainConsumer(db(), r.consumer);
    await publishEach(event(newSubject()), event(newSubject()));
    expect(await drainConsumer(db(), r.consumer)).toMatchObject({ handled: 2 });
    const records = await db().execute(sql`
      select c.event_tx::text as tx, h.horizon::text as horizon from event_consumptions c
      join event_consumers h on h.name = c.consumer where c.consumer = 'test-no-records'`);
    const rows = (records as { rows: Array<{ tx: string; horizon: string }> }).rows;
    // Only an event whose transaction an older one still running kept above the horizon has a
    // record; on the embedded database (one connection) none does, so nothing is written for them.
    expect(rows.filter((row) => BigInt(row.tx) < BigInt(row.horizon))).toEqual([]);
    if (TEST_ENGINE === 'pglite') expect(rows).toEqual([]);
  });

  it('added to a running install, starts with the events written after it', async () => {
    await publishEach(event(newSubject()));
    const r = recorder('test-from-now', { startAt: 'now' });
    expect(await drainConsumer(db(), r.consumer)).toMatchObject({ handled: 0 });
    const later = newSubject();
    await publishEach(event(later));
    await drainConsumer(db(), r.consumer);
    expect(r.ids()).toEqual([String(later.id)]);
  });

  it('retries a failed event with backoff, holding back only the rest of its subject', async () => {
    let now = new Date('2026-11-28T09:00:00Z');
    const clock = () => now;
    const r = recorder('test-retry', { startAt: 'now' });
    await drainConsumer(db(), r.consumer, clock);
    const [broken, fine] = [newSubject(), newSubject()];
    r.failWhen((e) => e.subject.id === String(broken.id) && e.type === 'task.created');
    await publishEach(event(broken, 'task.created'), event(fine), event(broken), event(fine));

    const pass = await drainConsumer(db(), r.consumer, clock);
    expect(pass).toMatchObject({ handled: 2, failed: 1 });
    expect(pass.firstError).toMatch(/task\.created #\d+: cannot handle/);
    expect(r.ids()).toEqual([String(fine.id), String(fine.id)]);

    // Before its retry time nothing moves; the subject's next event still waits behind it.
    now = new Date(now.getTime() + (eventRetrySeconds(1) - 1) * 1000);
    expect(await drainConsumer(db(), r.consumer, clock)).toMatchObject({ handled: 0, failed: 0 });

    now = new Date(now.getTime() + 2000);
    r.failWhen(() => false);
    expect(await drainConsumer(db(), r.consumer, clock)).toMatchObject({ handled: 2, failed: 0 });
    expect(r.handled.slice(2).map((e) => [e.subject.id, e.type])).toEqual([
      [String(broken.id), 'task.created'],
      [String(broken.id), 'task.updated'],
    ]);
    expect(await drainConsumer(db(), r.consumer, clock)).toMatchObject({ handled: 0 });
  });

  it('abandons an event after its last attempt, and goes on with its subject', async () => {
    let now = new Date('2026-11-28T09:00:00Z');
    const clock = () => now;
    const r = recorder('test-abandon', { startAt: 'now' });
    await drainConsumer(db(), r.consumer, clock);
    const subject = newSubject();
    r.failWhen((e) => e.type === 'task.created');
    await publishEach(event(subject, 'task.created'), event(subject));
    for (let attempt = 1; attempt <= MAX_EVENT_ATTEMPTS; attempt++) {
      const pass = await drainConsumer(db(), r.consumer, clock);
      expect(pass.failed).toBe(1);
      expect(pass.handled).toBe(attempt === MAX_EVENT_ATTEMPTS ? 1 : 0);
      now = new Date(now.getTime() + eventRetrySeconds(attempt) * 1000);
    }
    expect(r.handled.map((e) => e.type)).toEqual(['task.updated']);
    const state = await db().execute(
      sql`select state, attempts from event_consumptions where consumer = 'test-abandon' and state <> 'done'`,
    );
    expect((state as { rows: unknown[] }).rows).toEqual([
      { state: 'abandoned', attempts: MAX_EVENT_ATTEMPTS },
    ]);
    expect(await drainConsumer(db(), r.consumer, clock)).toMatchObject({ handled: 0, failed: 0 });
  });

  it('runs as a scheduled job whose run fails, for Admins to see, when an event failed', async () => {
    const r = recorder('test-job', { startAt: 'now' });
    await drainConsumer(db(), r.consumer);
    const subject = newSubject();
    await publishEach(event(subject));
    r.failWhen(() => true);
    const logged: string[] = [];
    const logger = {
      info: () => {},
      warn: () => {},
      error: (_o: object, msg: string) => void logged.push(msg),
    };
    const scheduler = createScheduler({ db: db(), jobs: eventConsumerJobs(db(), [r.consumer]), logger });
    await scheduler.tick();
    await scheduler.stop();
    const runs = await db().execute(sql`select outcome, error from job_runs where job_name = 'test-job'`);
    const [run] = (runs as { rows: Array<{ outcome: string; error: string }> }).rows;
    expect(run?.outcome).toBe('failed');
    expect(run?.error).toMatch(/1 failed \(0 handled\): task\.updated #\d+: cannot handle/);
    expect(logged).toContain('job run failed');
  });
});
