/**
 * The scheduled-job mechanism: a period runs once across instances, a crashed run is taken over
 * once its lease runs out, a failed run is tried again, and every run is recorded.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { jobRuns } from '../db/schema.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { createScheduler, type JobDefinition, type JobLogger } from './scheduler.ts';

const logger: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
let t: TestDatabase;
/** A second connection pool on the same database: what a second instance has (PostgreSQL only). */
let second: Database | null = null;
beforeAll(async () => {
  t = await createTestDatabase();
  if (t.url) second = await openDatabase({ databaseUrl: t.url });
});
afterAll(async () => {
  await second?.close();
  await t.destroy();
});
beforeEach(async () => {
  await t.database.db.delete(jobRuns);
});

/** A clock the test sets; the schedules read it. */
function clockAt(iso: string) {
  let at = new Date(iso).getTime();
  return { now: () => new Date(at), set: (next: string) => (at = new Date(next).getTime()) };
}

/** A daily job at 02:00 UTC that counts its runs and can be made to fail or hang. */
function dailyJob(behaviour: { runs: Date[]; fail?: () => boolean; hang?: Promise<void> }): JobDefinition {
  return {
    name: 'daily-test',
    description: 'A test job.',
    schedule: '0 0 2 * * *',
    leaseSeconds: 60,
    run: async ({ period }) => {
      behaviour.runs.push(period);
      if (behaviour.hang) await behaviour.hang;
      if (behaviour.fail?.()) throw new Error('the job broke');
      return 'done';
    },
  };
}

async function recordedRuns() {
  return t.database.db.select().from(jobRuns).orderBy(jobRuns.period);
}

describe('scheduler', () => {
  it('runs a period once however many instances tick, and the next period once more', async () => {
    const clock = clockAt('2026-03-10T09:00:00Z');
    const runs: Date[] = [];
    const job = dailyJob({ runs });
    const instances = ['a', 'b', 'c'].map((name, i) =>
      createScheduler({
        // On PostgreSQL the second instance has a pool of its own, as a separate process would.
        db: (i === 1 && second ? second : t.database).db,
        jobs: [job],
        logger,
        now: clock.now,
        instance: name,
      }),
    );
    await Promise.all(instances.flatMap((s) => [s.tick(), s.tick()]));
    await Promise.all(instances.map((s) => s.tick()));
    expect(runs.map((d) => d.toISOString())).toEqual(['2026-03-10T02:00:00.000Z']);

    clock.set('2026-03-11T02:00:00Z');
    await Promise.all(instances.map((s) => s.tick()));
    expect(runs.map((d) => d.toISOString())).toEqual([
      '2026-03-10T02:00:00.000Z',
      '2026-03-11T02:00:00.000Z',
    ]);

    const recorded = await recordedRuns();
    expect(recorded).toHaveLength(2);
    expect(recorded[0]).toMatchObject({
      jobName: 'daily-test',
      outcome: 'succeeded',
      attempt: 1,
      summary: 'done',
    });
    expect(recorded[0]!.durationMs).toBeGreaterThanOrEqual(0);
    expect(recorded[0]!.finishedAt).toEqual(new Date('2026-03-10T09:00:00Z'));
    await Promise.all(instances.map((s) => s.stop()));
  });

  it('takes over a run whose instance died once its lease ran out, and records one success', async () => {
    const clock = clockAt('2026-03-10T09:00:00Z');
    const runs: Date[] = [];
    // Instance a starts the run and never finishes it: it crashed mid-run.
    const crashed = createScheduler({
      db: t.database.db,
      jobs: [dailyJob({ runs, hang: new Promise(() => {}) })],
      logger,
      now: clock.now,
      instance: 'a',
    });
    void crashed.tick();
    await expect.poll(() => runs.length).toBe(1);

    const b = createScheduler({
      db: t.database.db,
      jobs: [dailyJob({ runs })],
      logger,
      now: clock.now,
      instance: 'b',
    });
    await b.tick();
    expect(runs).toHaveLength(1);

    clock.set('2026-03-10T09:01:01Z');
    await b.tick();
    await b.tick();
    expect(runs).toHaveLength(2);
    const recorded = await recordedRuns();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ outcome: 'succeeded', attempt: 2, instance: 'b' });
    await b.stop();
  });

  it('tries a failed run again after a minute, up to three attempts, keeping the error', async () => {
    const clock = clockAt('2026-03-10T09:00:00Z');
    const runs: Date[] = [];
    const s = createScheduler({
      db: t.database.db,
      jobs: [dailyJob({ runs, fail: () => true })],
      logger,
      now: clock.now,
      instance: 'a',
    });
    await s.tick();
    await s.tick();
    expect(runs).toHaveLength(1);
    expect((await recordedRuns())[0]).toMatchObject({
      outcome: 'failed',
      attempt: 1,
      error: 'the job broke',
    });
    for (const at of ['09:01:01', '09:02:02', '09:03:03', '09:04:04']) {
      clock.set(`2026-03-10T${at}Z`);
      await s.tick();
    }
    expect(runs).toHaveLength(3);
    expect((await recordedRuns())[0]).toMatchObject({ outcome: 'failed', attempt: 3 });
    await s.stop();
  });

  it("records a failed statement's text and code, not its values (Admins read the error)", async () => {
    const clock = clockAt('2026-03-10T09:00:00Z');
    const s = createScheduler({
      db: t.database.db,
      jobs: [
        {
          ...dailyJob({ runs: [] }),
          // PostgreSQL's own message quotes the value: invalid input syntax for type integer: "…".
          run: async () => void (await t.database.db.execute(sql`select ${'Quokka Zanzibar'}::int`)),
        },
      ],
      logger,
      now: clock.now,
      instance: 'a',
    });
    await s.tick();
    const [run] = await recordedRuns();
    expect(run).toMatchObject({ outcome: 'failed' });
    expect(run!.error).toContain('select $1::int');
    expect(run!.error).toContain('22P02');
    expect(run!.error).not.toContain('Quokka');
    await s.stop();
  });

  it('runs a job on demand in this process without touching its schedule', async () => {
    const clock = clockAt('2026-03-10T09:00:00Z');
    const runs: Date[] = [];
    const s = createScheduler({ db: t.database.db, jobs: [dailyJob({ runs })], logger, now: clock.now });
    await s.trigger('daily-test');
    expect(runs).toHaveLength(1);
    expect(await recordedRuns()).toHaveLength(0);
    await s.tick();
    expect(runs).toHaveLength(2);
    expect(s.nextRunAt('daily-test')).toEqual(new Date('2026-03-11T02:00:00Z'));
    await s.stop();
  });

  it('keeps only the newest runs of a job', async () => {
    const clock = clockAt('2026-03-10T09:00:00Z');
    const job = { ...dailyJob({ runs: [] }), keepRuns: 2 };
    const s = createScheduler({ db: t.database.db, jobs: [job], logger, now: clock.now });
    for (const day of ['10', '11', '12', '13']) {
      clock.set(`2026-03-${day}T03:00:00Z`);
      await s.tick();
    }
    expect((await recordedRuns()).map((r) => r.period.toISOString())).toEqual([
      '2026-03-12T02:00:00.000Z',
      '2026-03-13T02:00:00.000Z',
    ]);
    await s.stop();
  });
});
