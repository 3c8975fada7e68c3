/**
 * Compensatory days lapse once their period is over, unless used: days are used oldest first, so
 * a day that expires while a newer one is still there lapses only what the balance has left.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPENSATORY_LEAVE_TYPE_ID } from '../../shared/rules/leave.ts';
import { leaveLedger } from '../db/schema.ts';
import { earnCompensatoryDay, expireCompensatoryDays } from '../modules/leave/compensatory-leave.service.ts';
import { findBalance, insertLedgerEntry } from '../modules/leave/leave-ledger.repository.ts';
import { createUser } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { compensatoryExpiryJob } from './compensatory-expiry.job.ts';

let t: TestDatabase;
const db = () => t.database.db;

beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(async () => {
  await t.destroy();
});

async function person(name: string) {
  return (await createUser(db(), { firstName: name, lastName: 'Worker', email: `${name}@example.com` })).id;
}

const balance = async (userId: string, today: string) =>
  (await findBalance(db(), userId, COMPENSATORY_LEAVE_TYPE_ID, today))!.balance;

const expiries = (userId: string) =>
  db()
    .select({ period: leaveLedger.period, days: leaveLedger.days, note: leaveLedger.note })
    .from(leaveLedger)
    .where(and(eq(leaveLedger.userId, userId), eq(leaveLedger.kind, 'compensatory_expired')))
    .orderBy(leaveLedger.period);

describe('compensatory day expiry', () => {
  it('earns one day per person and day, however often it is asked', async () => {
    const ann = await person('ann');
    expect(await earnCompensatoryDay(db(), ann, '2026-03-07', 90)).toBe(true);
    expect(await earnCompensatoryDay(db(), ann, '2026-03-07', 90)).toBe(false);
    expect(await balance(ann, '2026-03-08')).toBe(1);
  });

  it('lapses an unused day on its expiry date, once', async () => {
    const bob = await person('bob');
    await earnCompensatoryDay(db(), bob, '2026-01-03', 90);
    expect(await expireCompensatoryDays(db(), '2026-04-02')).toBe(0);
    expect(await balance(bob, '2026-04-02')).toBe(1);
    await expireCompensatoryDays(db(), '2026-04-03');
    expect(await balance(bob, '2026-04-03')).toBe(0);
    await expireCompensatoryDays(db(), '2026-04-10');
    expect(await expiries(bob)).toEqual([
      { period: '2026-01-03', days: -1, note: 'Unused compensatory day lapsed' },
    ]);
  });

  it('uses the oldest day first: the older day lapses nothing once one day was taken', async () => {
    const cara = await person('cara');
    await earnCompensatoryDay(db(), cara, '2026-02-07', 30);
    await earnCompensatoryDay(db(), cara, '2026-02-14', 30);
    // One day of compensatory leave approved in between.
    await insertLedgerEntry(db(), {
      userId: cara,
      typeId: COMPENSATORY_LEAVE_TYPE_ID,
      kind: 'approval',
      days: -1,
    });
    await expireCompensatoryDays(db(), '2026-03-09');
    expect(await balance(cara, '2026-03-09')).toBe(1);
    await expireCompensatoryDays(db(), '2026-03-16');
    expect(await balance(cara, '2026-03-16')).toBe(0);
    expect(await expiries(cara)).toEqual([
      { period: '2026-02-07', days: 0, note: 'Taken before it lapsed' },
      { period: '2026-02-14', days: -1, note: 'Unused compensatory day lapsed' },
    ]);
  });

  it('runs as the nightly job on the scheduler', async () => {
    const dan = await person('dan');
    await earnCompensatoryDay(db(), dan, '2026-05-02', 10);
    const summary = await compensatoryExpiryJob({ db: db() }).run({
      period: new Date('2026-05-12T00:20:00+05:30'),
    });
    expect(summary).toBe('1 days lapsed');
    expect(await balance(dan, '2026-05-12')).toBe(0);
  });
});
