/**
 * The monthly leave top-up runs once per person and month: twice in one instance, or at once in
 * two instances (each with its own connection pool on PostgreSQL), it adds one set of rows.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_TIME_ZONE } from '../../shared/constants.ts';
import { addDays, monthStart, todayIn } from '../../shared/rules/dates.ts';
import { openDatabase, type Database } from '../db/client.ts';
import { jobRuns, leaveLedger, users } from '../db/schema.ts';
import { createDefaultAllocation } from '../modules/leave/leave-ledger.repository.ts';
import { createUser } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { LEAVE_TOP_UP_JOB, leaveTopUpJob } from './leave-top-up.job.ts';
import { createScheduler, type JobLogger } from '../lib/scheduler.ts';

const logger: JobLogger = { info: () => {}, warn: () => {}, error: () => {} };
let t: TestDatabase;
let second: Database | null = null;
let people: { active: string; inactive: string };

/** 02:00 in Kolkata on the first of next month: an hour after the top-up's scheduled time. */
const nextMonth = monthStart(addDays(monthStart(todayIn(DEFAULT_TIME_ZONE)), 40));
const runAt = new Date(`${nextMonth}T02:00:00+05:30`);

beforeAll(async () => {
  t = await createTestDatabase();
  if (t.url) second = await openDatabase({ databaseUrl: t.url });
  const db = t.database.db;
  const active = await createUser(db, { firstName: 'Ann', lastName: 'Active', email: 'ann@example.com' });
  const inactive = await createUser(db, { firstName: 'Ivan', lastName: 'Gone', email: 'ivan@example.com' });
  await db.update(users).set({ isActive: false }).where(eq(users.id, inactive.id));
  for (const person of [active, inactive])
    await createDefaultAllocation(db, { userId: person.id, gender: null, maritalStatus: null });
  people = { active: active.id, inactive: inactive.id };
});
afterAll(async () => {
  await second?.close();
  await t.destroy();
});

async function topUps(userId: string) {
  return t.database.db
    .select({ typeId: leaveLedger.typeId, days: leaveLedger.days, period: leaveLedger.period })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.userId, userId), eq(leaveLedger.kind, 'monthly_top_up')))
    .orderBy(leaveLedger.typeId, leaveLedger.period);
}

describe('the monthly leave top-up', () => {
  it('runs once when two instances tick at the same moment', async () => {
    const instances = ['a', 'b'].map((name, i) =>
      createScheduler({
        db: i === 1 && second ? second.db : t.database.db,
        jobs: [leaveTopUpJob({ db: i === 1 && second ? second.db : t.database.db })],
        logger,
        now: () => runAt,
        instance: name,
      }),
    );
    await Promise.all(instances.map((s) => s.tick()));
    const runs = await t.database.db.select().from(jobRuns).where(eq(jobRuns.jobName, LEAVE_TOP_UP_JOB));
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ outcome: 'succeeded', summary: '1 people topped up' });
    expect(await topUps(people.active)).toEqual([
      { typeId: 1, days: 1.5, period: nextMonth },
      { typeId: 2, days: 2, period: nextMonth },
      { typeId: 3, days: 0.5, period: nextMonth },
    ]);
    expect(await topUps(people.inactive)).toEqual([]);
  });

  it('adds nothing when the same month runs again, here or elsewhere', async () => {
    const job = leaveTopUpJob({ db: t.database.db });
    const answers = await Promise.all([
      job.run({ period: runAt }),
      leaveTopUpJob({ db: second?.db ?? t.database.db }).run({
        period: new Date(runAt.getTime() + 3_600_000),
      }),
    ]);
    expect(answers).toEqual(['0 people topped up', '0 people topped up']);
    expect(await topUps(people.active)).toHaveLength(3);
  });

  it('tops up again the month after', async () => {
    const following = monthStart(addDays(nextMonth, 40));
    await leaveTopUpJob({ db: t.database.db }).run({ period: new Date(`${following}T01:00:00+05:30`) });
    expect((await topUps(people.active)).map((r) => r.period)).toEqual([
      nextMonth,
      following,
      nextMonth,
      following,
      nextMonth,
      following,
    ]);
  });
});

describe('whose month the top-up is (DESIGN.md: the first one comes the month after the allocation)', () => {
  /** When the job runs for March 2026: an hour after its time, or four days late (a catch-up). */
  const march = new Date('2026-03-01T02:00:00+05:30');
  const marchLate = new Date('2026-03-05T09:00:00+05:30');
  const april = new Date('2026-04-01T02:00:00+05:30');

  it.each<{
    who: string;
    account: string;
    allocated: string | null;
    active?: boolean;
    runs: Date;
    march: boolean;
  }>([
    {
      who: 'allocated in February',
      account: '2026-02-10T10:00:00+05:30',
      allocated: '2026-02-10T10:00:00+05:30',
      runs: march,
      march: true,
    },
    {
      who: 'allocated on February’s last evening in Kolkata',
      account: '2026-02-28T23:59:00+05:30',
      allocated: '2026-02-28T23:59:00+05:30',
      runs: march,
      march: true,
    },
    {
      who: 'allocated half an hour into March in Kolkata (still February in UTC), before the run',
      account: '2026-03-01T00:30:00+05:30',
      allocated: '2026-03-01T00:30:00+05:30',
      runs: march,
      march: false,
    },
    {
      who: 'allocated in March before a late run',
      account: '2026-03-03T11:00:00+05:30',
      allocated: '2026-03-03T11:00:00+05:30',
      runs: marchLate,
      march: false,
    },
    {
      who: 'with an account from 2019 (a backdated joining day) but leave allocated in March',
      account: '2019-06-01T10:00:00+05:30',
      allocated: '2026-03-01T00:10:00+05:30',
      runs: march,
      march: false,
    },
    {
      who: 'never allocated (the first Super admin), account made in February',
      account: '2026-02-20T10:00:00+05:30',
      allocated: null,
      runs: march,
      march: true,
    },
    {
      who: 'never allocated, account made in March',
      account: '2026-03-01T01:00:00+05:30',
      allocated: null,
      runs: march,
      march: false,
    },
  ])('$who: March $march, April always', async ({ who, account, allocated, runs, ...expected }) => {
    const db = t.database.db;
    const person = await createUser(db, { email: `${who.replace(/\W+/g, '-').toLowerCase()}@example.com` });
    await db
      .update(users)
      .set({ createdAt: new Date(account) })
      .where(eq(users.id, person.id));
    if (allocated)
      await db.insert(leaveLedger).values({
        userId: person.id,
        typeId: 1,
        kind: 'allocation',
        days: 12,
        createdAt: new Date(allocated),
      });
    const job = leaveTopUpJob({ db });
    await job.run({ period: runs });
    await job.run({ period: april });
    const months = [...new Set((await topUps(person.id)).map((r) => r.period))];
    expect(months).toEqual(expected.march ? ['2026-03-01', '2026-04-01'] : ['2026-04-01']);
  });

  it('tops up no one who is inactive, however long ago their leave was allocated', async () => {
    const db = t.database.db;
    await leaveTopUpJob({ db }).run({ period: april });
    expect(await topUps(people.inactive)).toEqual([]);
  });
});
