import { sql } from 'drizzle-orm';
import { addDays } from '../../../shared/rules/dates.ts';
import { COMPENSATORY_LEAVE_TYPE_ID } from '../../../shared/rules/leave.ts';
import { queryRows, type Db, type DbOrTx } from '../../db/client.ts';
import { leaveLedger } from '../../db/schema/leave.ts';
import { publish, type DomainEvent } from '../events/events.service.ts';
import { findBalance, lockPersonLeave } from './leave-ledger.repository.ts';
import { findEarningsExpiring } from './leave-reminders.repository.ts';

/** The ledger notes of compensatory days (translated on the profile as system notes). */
export const COMPENSATORY_NOTES = {
  earned: 'Worked on a weekend or holiday',
  lapsed: 'Unused compensatory day lapsed',
  used: 'Taken before it lapsed',
} as const;

/**
 * One compensatory day for working on `day` (a weekend or a holiday of the person's location),
 * lapsing `expiryDays` later. Once per person and day (leave_ledger_compensatory_once); returns
 * whether it was added now.
 */
export async function earnCompensatoryDay(
  tx: DbOrTx,
  userId: string,
  day: string,
  expiryDays: number,
): Promise<boolean> {
  const rows = await tx
    .insert(leaveLedger)
    .values({
      userId,
      typeId: COMPENSATORY_LEAVE_TYPE_ID,
      kind: 'compensatory_earned',
      days: 1,
      period: day,
      expiresOn: addDays(day, expiryDays),
      note: COMPENSATORY_NOTES.earned,
    })
    .onConflictDoNothing()
    .returning({ id: leaveLedger.id });
  if (rows.length === 0) return false;
  await publish(tx, {
    type: 'leave.compensatory_earned',
    actorId: null,
    subject: { kind: 'person', id: userId },
    concerns: [userId],
    data: { day, expiresOn: addDays(day, expiryDays) },
  });
  return true;
}

interface DueEarning {
  user_id: string;
  period: string;
  days: string;
}

/**
 * What an earned day still holds on `today`: days are used oldest first, so it is what the
 * balance has left after the pending requests and the person's newer days that have not lapsed.
 */
async function unusedOfEarning(
  tx: DbOrTx,
  earning: { userId: string; period: string; days: number; today: string },
): Promise<number> {
  const figures = await findBalance(tx, earning.userId, COMPENSATORY_LEAVE_TYPE_ID, earning.today);
  const [newer] = await queryRows<{ days: string | null }>(
    tx,
    sql`select sum(e.days) as days from ${leaveLedger} e
      where e.kind = 'compensatory_earned' and e.user_id = ${earning.userId} and e.period > ${earning.period}
        and not exists (select 1 from ${leaveLedger} x where x.kind = 'compensatory_expired'
          and x.user_id = e.user_id and x.period = e.period)`,
  );
  const unused = (figures?.balance ?? 0) - (figures?.held ?? 0) - Number(newer?.days ?? 0);
  return Math.max(0, Math.min(earning.days, unused));
}

/** How many days before it lapses a person is told of an unused compensatory day. */
export const COMPENSATORY_WARNING_DAYS = 7;

/**
 * The compensatory days lapsing in the next COMPENSATORY_WARNING_DAYS that still hold something
 * unused, as events to their person (once per earned day: the caller publishes them in the
 * transaction it holds the reminders' lock in).
 */
export async function compensatoryExpiringEvents(tx: DbOrTx, today: string): Promise<DomainEvent[]> {
  const events: DomainEvent[] = [];
  for (const earning of await findEarningsExpiring(
    tx,
    addDays(today, 1),
    addDays(today, COMPENSATORY_WARNING_DAYS),
  )) {
    const days = await unusedOfEarning(tx, { ...earning, today });
    if (days > 0)
      events.push({
        type: 'leave.compensatory_expiring',
        actorId: null,
        subject: { kind: 'person', id: earning.userId },
        concerns: [earning.userId],
        data: { day: earning.period, expiresOn: earning.expiresOn, days },
      });
  }
  return events;
}

/** How many earned days are looked at per run; the next run goes on where this one stopped. */
const EXPIRY_BATCH = 1000;

/**
 * Lapses the compensatory days whose expiry has come (expires_on on or before `today`) and that
 * were not used. Days are used oldest first, so what an expiring day still holds is what the
 * balance has left, after the pending requests and the person's newer unexpired days. Each
 * earned day lapses once (a row of compensatory_expired for the same day, zero when it was
 * used); returns the days taken off.
 */
export async function expireCompensatoryDays(db: Db, today: string): Promise<number> {
  const due = await queryRows<DueEarning>(
    db,
    sql`select e.user_id, e.period, e.days from ${leaveLedger} e
      where e.kind = 'compensatory_earned' and e.expires_on <= ${today}
        and not exists (select 1 from ${leaveLedger} x where x.kind = 'compensatory_expired'
          and x.user_id = e.user_id and x.period = e.period)
      order by e.user_id, e.period
      limit ${EXPIRY_BATCH}`,
  );
  let lapsed = 0;
  for (const earning of due) {
    lapsed += await db.transaction(async (tx) => {
      await lockPersonLeave(tx, earning.user_id);
      const amount = await unusedOfEarning(tx, {
        userId: earning.user_id,
        period: earning.period,
        days: Number(earning.days),
        today,
      });
      const rows = await tx
        .insert(leaveLedger)
        .values({
          userId: earning.user_id,
          typeId: COMPENSATORY_LEAVE_TYPE_ID,
          kind: 'compensatory_expired',
          days: -amount,
          period: earning.period,
          note: amount > 0 ? COMPENSATORY_NOTES.lapsed : COMPENSATORY_NOTES.used,
        })
        .onConflictDoNothing()
        .returning({ id: leaveLedger.id });
      if (rows.length === 0) return 0;
      if (amount > 0)
        await publish(tx, {
          type: 'leave.compensatory_lapsed',
          actorId: null,
          subject: { kind: 'person', id: earning.user_id },
          concerns: [earning.user_id],
          data: { day: earning.period, days: amount },
        });
      return amount;
    });
  }
  return lapsed;
}
