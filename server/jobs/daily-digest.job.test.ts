/**
 * The daily digest (issue 29): once per person and day in their time zone, from its morning hour,
 * even when two runs or two instances meet; in the person's language; nothing for an empty day.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { mailOutbox, notificationDigests, notifications, users } from '../db/schema.ts';
import { createScheduler, type JobLogger } from '../lib/scheduler.ts';
import { createUser } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { DAILY_DIGEST_JOB, dailyDigestJob } from './daily-digest.job.ts';

const logger: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
const APP = 'http://orgdesk.test';
let t: TestDatabase;
let second: Database | null = null;
let people: { kolkata: string; newYork: string; quiet: string; actor: string };
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestDatabase();
  if (t.url) second = await openDatabase({ databaseUrl: t.url });
  const kolkata = await createUser(db(), { firstName: 'Kavya', lastName: 'Rao', email: 'kavya@example.com' });
  const newYork = await createUser(db(), { firstName: 'Nora', lastName: 'York', email: 'nora@example.com' });
  const quiet = await createUser(db(), { firstName: 'Quinn', lastName: 'Calm', email: 'quinn@example.com' });
  const actor = await createUser(db(), {
    firstName: 'Priya',
    lastName: 'Sharma',
    email: 'priya@example.com',
  });
  // Kavya reads French and keeps the organisation's time zone; Nora lives in New York.
  await db().update(users).set({ language: 'fr' }).where(eq(users.id, kolkata.id));
  await db().update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, newYork.id));
  people = { kolkata: kolkata.id, newYork: newYork.id, quiet: quiet.id, actor: actor.id };
});
afterAll(async () => {
  await second?.close();
  await t.destroy();
});

let nextEvent = 1;
/** A task assigned to `recipientId` on `at`, waiting for their digest. */
async function waiting(recipientId: string, at: Date, name = 'Write the spec') {
  await db().insert(notifications).values({
    recipientId,
    eventId: nextEvent++,
    kind: 'task_assigned',
    type: 'task.created',
    actorId: people.actor,
    subjectKind: 'task',
    subjectId: '42',
    data: { name },
    createdAt: at,
    inDigest: true,
  });
}
const digestsTo = (email: string) => db().select().from(mailOutbox).where(eq(mailOutbox.toAddress, email));

beforeEach(async () => {
  await db().delete(mailOutbox);
  await db().delete(notificationDigests);
  await db().delete(notifications);
});

const job = (now: Date, database = db()) => dailyDigestJob({ db: database, appUrl: APP, now: () => now });

describe('the daily digest', () => {
  it('goes once per person and day, when two instances tick at once and when it runs again', async () => {
    await waiting(people.kolkata, new Date('2026-03-09T12:00:00Z'));
    const at = new Date('2026-03-10T08:15:00+05:30');
    const instances = ['a', 'b'].map((name, i) => {
      const database = i === 1 && second ? second.db : db();
      return createScheduler({
        db: database,
        jobs: [job(at, database)],
        logger,
        now: () => at,
        instance: name,
      });
    });
    await Promise.all(instances.map((s) => s.tick()));
    // Concurrent runs outside the scheduler's claim, and a rerun later that day, add nothing.
    await Promise.all([job(at).run({ period: at }), job(at, second?.db ?? db()).run({ period: at })]);
    await waiting(people.kolkata, new Date('2026-03-10T05:00:00Z'), 'Arrived after the digest');
    await job(new Date('2026-03-10T10:00:00+05:30')).run({ period: at });

    const mails = await digestsTo('kavya@example.com');
    expect(mails).toHaveLength(1);
    expect(mails[0]?.kind).toBe('daily_digest');
    expect(mails[0]?.textBody).toContain('Write the spec');
    expect(mails[0]?.textBody).not.toContain('Arrived after the digest');
    expect(
      await db()
        .select()
        .from(notificationDigests)
        .where(eq(notificationDigests.recipientId, people.kolkata)),
    ).toHaveLength(1);

    // The next morning lists what came since.
    await job(new Date('2026-03-11T08:00:00+05:30')).run({ period: at });
    const next = await digestsTo('kavya@example.com');
    expect(next).toHaveLength(2);
    const later = next.find((mail) => mail.id !== mails[0]?.id);
    expect(later?.textBody).toContain('Arrived after the digest');
    expect(later?.textBody).not.toContain('Write the spec');
  });

  it('sends nothing when there is nothing to tell', async () => {
    await job(new Date('2026-03-12T09:00:00+05:30')).run({ period: new Date() });
    expect(await digestsTo('quinn@example.com')).toEqual([]);
    expect(await db().select().from(mailOutbox)).toEqual([]);
  });

  it('is written in the person’s language, each notification a link', async () => {
    await waiting(people.kolkata, new Date('2026-03-12T10:00:00Z'));
    await job(new Date('2026-03-13T08:30:00+05:30')).run({ period: new Date() });
    const [mail] = await digestsTo('kavya@example.com');
    expect(mail?.subject).toBe('Votre résumé quotidien Orgdesk');
    expect(mail?.textBody).toContain('Bonjour Kavya,');
    expect(mail?.textBody).toContain('12-03-2026');
    expect(mail?.htmlBody).toContain(`<a href="${APP}/view-task/42">`);
  });

  it('waits for the morning hour of the person’s own time zone', async () => {
    await waiting(people.newYork, new Date('2026-03-13T12:00:00Z'));
    // 09:00 in Kolkata is still the night before in New York.
    await job(new Date('2026-03-14T09:00:00+05:30')).run({ period: new Date() });
    expect(await digestsTo('nora@example.com')).toEqual([]);
    // 07:45 in New York: not yet; 08:00: now.
    await job(new Date('2026-03-14T07:45:00-04:00')).run({ period: new Date() });
    expect(await digestsTo('nora@example.com')).toEqual([]);
    await job(new Date('2026-03-14T08:00:00-04:00')).run({ period: new Date() });
    expect(await digestsTo('nora@example.com')).toHaveLength(1);
  });
});

it('is a job of the one scheduler, under its name', () => {
  expect(job(new Date()).name).toBe(DAILY_DIGEST_JOB);
});
