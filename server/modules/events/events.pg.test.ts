/**
 * PostgreSQL only (npm run test:pg): what only a server with several connections can show.
 * Events of a transaction still open when a consumer runs are handled once it commits, not
 * skipped; two instances running one consumer at once handle each event once; and a process
 * killed with SIGKILL between a change and its consumers, or in the middle of a consumer's
 * transaction, loses no event and doubles no mail.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type Db } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { notificationConsumers } from '../notifications/notifications.service.ts';
import { drainConsumer, publish, type EventConsumer, type StoredEvent } from './events.service.ts';

let testDb: TestDatabase;
let other: Database;
const db = (): Db => testDb.database.db;

beforeAll(async () => {
  testDb = await createTestDatabase();
  other = await openDatabase({ databaseUrl: testDb.url });
});
afterAll(async () => {
  await other.close();
  await testDb.destroy();
});

let subjects = 0;
const newSubject = () => ({ kind: 'task' as const, id: 200_000 + ++subjects });

function recorder(name: string, delayMs = 0) {
  const handled: StoredEvent[] = [];
  const consumer: EventConsumer = {
    name,
    description: 'test',
    types: ['task.updated'],
    startAt: 'now',
    handle: async (_tx, e) => {
      if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
      handled.push(e);
    },
  };
  return { consumer, handled, ids: () => handled.map((e) => Number(e.subject.id)) };
}

describe('a consumer on PostgreSQL', () => {
  it('handles an event whose transaction was still open when it ran, once that commits', async () => {
    const r = recorder('pg-open-transaction');
    await drainConsumer(db(), r.consumer);
    const [slow, quick] = [newSubject(), newSubject()];

    let commitSlow!: () => void;
    const slowCommitted = other.db.transaction(async (tx) => {
      await publish(tx, { type: 'task.updated', actorId: null, subject: slow });
      await new Promise<void>((resolve) => (commitSlow = resolve));
    });
    await expect.poll(() => commitSlow, { interval: 10 }).toBeTypeOf('function');
    await db().transaction((tx) => publish(tx, { type: 'task.updated', actorId: null, subject: quick }));

    expect(await drainConsumer(db(), r.consumer)).toMatchObject({ handled: 1 });
    expect(r.ids()).toEqual([quick.id]);
    commitSlow();
    await slowCommitted;
    expect(await drainConsumer(db(), r.consumer)).toMatchObject({ handled: 1 });
    expect(r.ids()).toEqual([quick.id, slow.id]);
  });

  it('run by two instances at once, handles each event once', async () => {
    const a = recorder('pg-two-instances', 2);
    const b = { ...a.consumer };
    await drainConsumer(db(), a.consumer);
    const published = Array.from({ length: 60 }, () => newSubject());
    for (const subject of published)
      await db().transaction((tx) => publish(tx, { type: 'task.updated', actorId: null, subject }));

    const passes = await Promise.all([
      drainConsumer(db(), a.consumer),
      drainConsumer(other.db, b),
      drainConsumer(db(), a.consumer),
      drainConsumer(other.db, b),
    ]);
    // Whichever passes found the consumer free handled the events between them.
    expect(passes.reduce((sum, p) => sum + p.handled, 0)).toBe(60);
    expect(await drainConsumer(db(), a.consumer)).toMatchObject({ handled: 0 });
    expect(a.ids()).toEqual(published.map((s) => s.id));
  });
});

describe('a process killed with SIGKILL', () => {
  const child = path.resolve(import.meta.dirname, '../../test/event-crash-child.ts');
  function runChild(args: string[]): Promise<NodeJS.Signals | null> {
    return new Promise((resolve, reject) => {
      const proc = spawn(process.execPath, [child, testDb.url!, ...args], {
        stdio: ['ignore', 'ignore', 'pipe'],
      });
      let stderr = '';
      proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      proc.on('error', reject);
      proc.on('exit', (code, signal) =>
        signal ? resolve(signal) : reject(new Error(`child exited with ${code}: ${stderr}`)),
      );
    });
  }
  const mailConsumer = () =>
    notificationConsumers({ appUrl: 'http://localhost:8080', nudgeMail: () => {} })[0]!;
  const requests = (to: string) =>
    db()
      .select({ subject: mailOutbox.subject })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.kind, 'leave_requested')));

  it('after the change committed loses no event, and after it queued a mail doubles none', async () => {
    const manager = await createUser(db(), { firstName: 'Meera', lastName: 'Rao' });
    const applicant = await createUser(db(), { firstName: 'Ravi', lastName: 'Kumar', managerId: manager.id });
    // Everything before this test is handled, so that only the killed change is pending.
    await drainConsumer(db(), mailConsumer());

    expect(await runChild(['change', applicant.id, manager.id, '990001'])).toBe('SIGKILL');
    const kept = await db().execute(sql`select type from domain_events where subject_id = '990001'`);
    expect((kept as { rows: unknown[] }).rows).toEqual([{ type: 'leave.applied' }]);
    expect(await requests(manager.email)).toEqual([]);

    // The consumer dies after queueing the mail, before its transaction commits: nothing stays.
    expect(await runChild(['consume'])).toBe('SIGKILL');
    expect(await requests(manager.email)).toEqual([]);

    // The next run (another instance, or this one restarted) queues the mail once. Until
    // PostgreSQL has noticed the killed run's closed connection, its backend still holds the
    // consumer's lock and its transaction the horizon: a run meanwhile handles nothing (CI met
    // that once), and the first run after it handles the event.
    let pass = { handled: 0, failed: 0 };
    await expect
      .poll(async () => (pass = await drainConsumer(db(), mailConsumer())).handled, { timeout: 10_000 })
      .toBe(1);
    expect(pass.failed).toBe(0);
    expect(await drainConsumer(db(), mailConsumer())).toMatchObject({ handled: 0 });
    expect(await requests(manager.email)).toEqual([{ subject: 'Ravi Kumar applied for leave' }]);
  });
});
