import { monthStart, todayIn } from '../../../shared/rules/dates.ts';
import type { Db } from '../../db/client.ts';
import { activePeopleSql } from '../users/users.queries.ts';
import { insertMonthlyTopUps } from './leave-ledger.repository.ts';

/**
 * The monthly top-up (spec 000 §9: sick 1.5, personal 2, work from home 0.5) of the month that
 * `at` falls in (in `timeZone`), for everyone active whose leave was allocated in an earlier month
 * (DESIGN.md, "Where we differ" 8: the first top-up comes the month after the initial allocation,
 * not in it). Once per person and month however often it runs (leave_ledger_top_up_once); returns
 * how many people it topped up now.
 */
export async function topUpMonth(db: Db, at: Date, timeZone: string): Promise<number> {
  return insertMonthlyTopUps(db, monthStart(todayIn(timeZone, at)), timeZone, activePeopleSql());
}
