import { monthStart, todayIn } from '../../../shared/rules/dates.ts';
import type { Db } from '../../db/client.ts';
import { activePeopleSql } from '../users/users.queries.ts';
import { MONTHLY_TOP_UP } from '../../../shared/rules/leave.ts';
import { publish } from '../events/events.service.ts';
import { insertMonthlyTopUps } from './leave-ledger.repository.ts';

/**
 * The monthly top-up (spec 000 §9: sick 1.5, personal 2, work from home 0.5) of the month that
 * `at` falls in (in `timeZone`), for everyone active whose leave was allocated in an earlier month
 * (DESIGN.md, "Where we differ" 8: the first top-up comes the month after the initial allocation,
 * not in it). Once per person and month however often it runs (leave_ledger_top_up_once); returns
 * how many people it topped up now.
 */
export async function topUpMonth(db: Db, at: Date, timeZone: string): Promise<number> {
  const month = monthStart(todayIn(timeZone, at));
  return db.transaction(async (tx) => {
    const people = await insertMonthlyTopUps(tx, month, timeZone, activePeopleSql());
    await publish(
      tx,
      people.map((userId) => ({
        type: 'leave.topped_up' as const,
        actorId: null,
        subject: { kind: 'person' as const, id: userId },
        concerns: [userId],
        data: { month, credits: MONTHLY_TOP_UP },
      })),
    );
    return people.length;
  });
}
