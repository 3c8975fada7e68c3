/**
 * The leave list's bench case (issue 12): a manager with at least 1,000 people below them, whose
 * 1,000 nearest reports hold about 50 leave applications each (47,000 rows: 50 less those that
 * would be both approved and rejected), lists them server-side.
 * Budget: p95 ≤ 25 ms on the embedded database.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../server/db/client.ts';
import type { AppContext } from '../server/lib/context.ts';
import { listLeaves } from '../server/modules/leave/leave.service.ts';
import { presentSessionUser } from '../server/modules/users/users.presenter.ts';
import { findActiveSessionUser } from '../server/modules/users/users.repository.ts';
import type { SessionUser } from '../shared/schemas/auth.schema.ts';
import type { LeaveListQuery } from '../shared/schemas/leave.schema.ts';
import { sized } from './bench-sizes.ts';

export const LEAVE_BUDGET_MS = 25;
const PEOPLE = sized(1_000, 8);
const PER_PERSON = sized(50, 5);

export interface LeaveCase {
  actor: SessionUser;
  below: number;
  rows: number;
  /** The full name of one of the people whose leave is listed. */
  someone: string;
}

/**
 * The manager with the fewest people below them that still has 1,000, and the leave rows of the
 * first 1,000 of those people: 50 each over three years in every state. Rows an earlier run put
 * in a kept database are counted, not added again.
 */
export async function prepareLeaveCase(db: Db): Promise<LeaveCase> {
  const [manager] = await queryRows<{ id: string; below: number }>(
    db,
    sql`select ancestor_id as id, (count(*) - 1)::int as below from user_closure
      group by ancestor_id having count(*) - 1 >= ${PEOPLE} order by below asc, ancestor_id limit 1`,
  );
  if (!manager) throw new Error(`No manager has ${PEOPLE} people below them`);
  const people = sql`(select descendant_id from user_closure where ancestor_id = ${manager.id} and depth > 0
    order by depth, descendant_id limit ${PEOPLE})`;
  await db.execute(sql`insert into leave_applications
      (user_id, type_id, from_date, to_date, duration, reason, approved_at, rejected_at, decided_by_id, created_at)
    select p.id, 1 + (g % 9), d, d + (g % 3), 1 + (g % 3), 'Bench leave ' || g,
      case when g % 3 = 0 then now() end, case when g % 5 = 1 then now() end,
      case when g % 3 = 0 or g % 5 = 1 then ${manager.id}::uuid end,
      now() - (g * 21 || ' days')::interval - (random() * interval '1 day')
    from ${people} as p(id)
    cross join generate_series(1, ${PER_PERSON}) g
    cross join lateral (select (current_date - g * 21 + 7)::date as d) day
    where not (g % 3 = 0 and g % 5 = 1)
      and not exists (select 1 from leave_applications a where a.user_id = p.id and a.reason = 'Bench leave ' || g)`);
  // The embedded database has no autovacuum to keep the planner's statistics.
  await db.execute(sql`analyze leave_applications, leave_counts`);
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from leave_applications where user_id in ${people}`,
  );
  const [someone] = await queryRows<{ name: string }>(
    db,
    sql`select first_name || ' ' || last_name as name from users where id in ${people} order by id limit 1`,
  );
  const row = await findActiveSessionUser(db, manager.id);
  return {
    actor: presentSessionUser(row!),
    below: manager.below,
    rows: counted?.n ?? 0,
    someone: someone!.name,
  };
}

type Measure = (run: () => Promise<unknown>) => Promise<{ p50: number; p95: number; max: number }>;
type Line = (label: string, r: { p50: number; p95: number; max: number }, budget: number) => void;

export async function benchLeaveServerSide(
  ctx: AppContext,
  leaveCase: LeaveCase,
  measure: Measure,
  line: Line,
) {
  console.log(
    `\nLeave list, as ${leaveCase.actor.email} with ${leaveCase.below} people below them ` +
      `(${leaveCase.rows.toLocaleString('en')} leave rows among their ${PEOPLE.toLocaleString('en')} nearest):`,
  );
  const cases: Array<[string, Partial<LeaveListQuery>]> = [
    ['whole hierarchy, newest first', {}],
    ['whole hierarchy, page 100 of 10', { page: 100 }],
    ['whole hierarchy, 100 a page', { pageSize: 100 }],
    ['search a person’s name', { search: leaveCase.someone }],
    ['search "sick"', { search: 'sick' }],
    ['own applications only', { own: true }],
  ];
  for (const [label, query] of cases) {
    const full: LeaveListQuery = { own: false, page: 1, pageSize: 10, ...query };
    line(
      `leave list: ${label}`,
      await measure(() => listLeaves(ctx, leaveCase.actor, full, undefined)),
      LEAVE_BUDGET_MS,
    );
  }
}
