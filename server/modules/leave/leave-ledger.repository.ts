import { count, desc, eq, sql } from 'drizzle-orm';
import { DEFAULT_LEAVE_ALLOCATION } from '../../../shared/constants.ts';
import { LEAVE_TYPES, MONTHLY_TOP_UP } from '../../../shared/rules/leave.ts';
import { maternityAllowed } from '../../../shared/rules/people.ts';
import type { LedgerKind } from '../../../shared/schemas/leave.schema.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { leaveApplications, leaveLedger } from '../../db/schema/leave.ts';
import { peopleAs } from '../users/users.queries.ts';

/**
 * Every new person's opening balances (spec 002 §9), one ledger row per type; maternity leave
 * only for a married female.
 */
export async function createDefaultAllocation(
  tx: DbOrTx,
  person: { userId: string; gender: string | null; maritalStatus: string | null },
): Promise<void> {
  const rows = LEAVE_TYPES.map((type) => ({
    userId: person.userId,
    typeId: type.id,
    kind: 'allocation' as const,
    days:
      type.key === 'maternityLeave' && !maternityAllowed(person.gender, person.maritalStatus)
        ? 0
        : DEFAULT_LEAVE_ALLOCATION[type.key],
    note: 'Default allocation',
  })).filter((row) => row.days !== 0);
  await tx.insert(leaveLedger).values(rows);
}

/** Serialises everything that moves one person's balances or leave days (apply, edit, approve). */
export async function lockPersonLeave(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`leave:${userId}`}, 0))`);
}

export interface BalanceFigures {
  typeId: number;
  balance: number;
  held: number;
}

/**
 * A person's balance of each type (the sum of its ledger rows) and what their pending requests
 * hold (pending: undecided and not yet over on `today`), optionally leaving one request out.
 */
export async function findBalances(
  db: DbOrTx,
  userId: string,
  today: string,
  exceptLeaveId?: number,
): Promise<BalanceFigures[]> {
  const rows = await queryRows<{ type_id: number; balance: string; held: string }>(
    db,
    sql`select t.type_id,
        coalesce((select sum(l.days) from ${leaveLedger} l where l.user_id = ${userId} and l.type_id = t.type_id), 0) as balance,
        coalesce((select sum(a.duration) from ${leaveApplications} a where a.user_id = ${userId}
          and a.type_id = t.type_id and a.approved_at is null and a.rejected_at is null
          and a.to_date >= ${today} and a.id <> ${exceptLeaveId ?? 0}), 0) as held
      from unnest(${sql.raw(`array[${LEAVE_TYPES.map((t) => t.id).join(',')}]`)}::smallint[]) as t(type_id)`,
  );
  return rows.map((r) => ({ typeId: Number(r.type_id), balance: Number(r.balance), held: Number(r.held) }));
}

/** findBalances for one leave type. */
export async function findBalance(
  db: DbOrTx,
  userId: string,
  typeId: number,
  today: string,
  exceptLeaveId?: number,
): Promise<BalanceFigures | undefined> {
  return (await findBalances(db, userId, today, exceptLeaveId)).find((f) => f.typeId === typeId);
}

export async function insertLedgerEntry(
  tx: DbOrTx,
  entry: {
    userId: string;
    typeId: number;
    kind: LedgerKind;
    days: number;
    leaveId?: number;
    note?: string;
    actorId?: string;
  },
): Promise<void> {
  await tx.insert(leaveLedger).values(entry);
}

const actor = peopleAs('actor');

/**
 * One page of a person's ledger, newest first, with how many entries it has in all: one read (the
 * total rides on the page's rows), and a count apart only for a page past the end.
 */
export async function findLedgerPage(db: DbOrTx, userId: string, offset: number, limit: number) {
  const found = await db
    .select({
      id: leaveLedger.id,
      typeId: leaveLedger.typeId,
      kind: leaveLedger.kind,
      days: leaveLedger.days,
      note: leaveLedger.note,
      leaveId: leaveLedger.leaveId,
      createdAt: leaveLedger.createdAt,
      actorId: actor.id,
      actorFirstName: actor.firstName,
      actorLastName: actor.lastName,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(leaveLedger)
    .leftJoin(actor, eq(actor.id, leaveLedger.actorId))
    .where(eq(leaveLedger.userId, userId))
    .orderBy(desc(leaveLedger.createdAt), desc(leaveLedger.id))
    .offset(offset)
    .limit(limit);
  const rows = found.map(({ total: _total, ...row }) => row);
  if (found.length > 0 || offset === 0) return { rows, total: found[0]?.total ?? 0 };
  const [counted] = await db.select({ n: count() }).from(leaveLedger).where(eq(leaveLedger.userId, userId));
  return { rows, total: counted?.n ?? 0 };
}

/**
 * The monthly top-up (spec 000 §9) for the month starting `month`, of those among `people` (id,
 * created_at rows) whose leave was first allocated before that month began in `timeZone`: their
 * first allocation row, or for someone who never had one (the first Super admin) their account.
 * Someone allocated during the month, even an hour after it began, waits for the next one, and a
 * backdated account (the demo's, who joined years ago) changes nothing. The unique key (person,
 * type, month) makes a second run, here or on another instance, add nothing. Returns how many
 * people were topped up.
 */
export async function insertMonthlyTopUps(
  db: DbOrTx,
  month: string,
  timeZone: string,
  people: ReturnType<typeof sql>,
): Promise<string[]> {
  const values = MONTHLY_TOP_UP.map((t) => `(${t.typeId}, ${t.days})`).join(', ');
  const allocatedAt = sql`coalesce((select min(a.created_at) from ${leaveLedger} a
      where a.user_id = p.id and a.kind = 'allocation'), p.created_at)`;
  const rows = await queryRows<{ user_id: string }>(
    db,
    sql`insert into ${leaveLedger} (user_id, type_id, kind, days, period, note)
      select p.id, t.type_id, 'monthly_top_up', t.days, ${month}, 'Monthly top-up'
      from ${people} as p(id, created_at) cross join (values ${sql.raw(values)}) as t(type_id, days)
      where (${allocatedAt} at time zone ${timeZone})::date < ${month}::date
      on conflict (user_id, type_id, period) where kind = 'monthly_top_up' do nothing
      returning user_id`,
  );
  return [...new Set(rows.map((r) => r.user_id))];
}
