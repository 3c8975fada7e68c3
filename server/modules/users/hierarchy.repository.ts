import { sql, type AnyColumn, type Placeholder, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** Guards manager changes so that two at once cannot close a loop between them. */
const HIERARCHY_LOCK_KEY = 72_041_339;

export async function lockHierarchy(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HIERARCHY_LOCK_KEY})`);
}

/**
 * The ids of a person and everyone below them, from the closure table (one index range).
 * Deleted people are left out; nobody is below a deleted person, whose team moves first.
 */
export function subtreeIdsSql(rootId: string | Placeholder) {
  // Deleted people are few: one hashed look-up beats a join to users for each of thousands below.
  return sql`(select c.descendant_id from user_closure c where c.ancestor_id = ${rootId}
      and c.descendant_id not in (select id from users where deleted_at is not null))`;
}

/**
 * A SQL condition: `column` holds someone at or below `rootId`, checked by one look-up per row. The
 * planner cannot turn it into a join, so a query ordered by an index walks that index and checks
 * each row, which finds a page of a large team's rows without reading them all.
 */
export function subtreeLookupSql(rootId: string | Placeholder, column: AnyColumn): SQL {
  return sql`(select true from user_closure c where c.ancestor_id = ${rootId} and c.descendant_id = ${column})`;
}

/** The ids of `subtreeIdsSql`, at most `limit` of them when given. */
export async function findSubtreeIds(db: DbOrTx, rootId: string, limit?: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from ${subtreeIdsSql(rootId)} as s(id) ${limit === undefined ? sql`` : sql`limit ${limit}`}`,
  );
  return rows.map((r) => r.id);
}

/** True when `userId` is `rootId` or anywhere below them (and not deleted). */
export async function isInSubtree(db: DbOrTx, rootId: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`select exists(
        select 1 from user_closure c join users u on u.id = c.descendant_id
        where c.ancestor_id = ${rootId} and c.descendant_id = ${userId} and u.deleted_at is null
      ) as found`,
  );
  return rows[0]?.found ?? false;
}

export interface TreeRow {
  id: string;
  firstName: string;
  lastName: string;
  designation: string | null;
  managerId: string | null;
  level: number;
}

/** Everyone below `rootId` (or the whole organisation when null), with their depth, active people only. */
export async function findTreeRows(db: DbOrTx, rootId: string | null): Promise<TreeRow[]> {
  const start = rootId
    ? sql`u.id = ${rootId}`
    : sql`(u.reporting_manager_id is null or m.is_active = false or m.deleted_at is not null)`;
  return queryRows<TreeRow>(
    db,
    sql`with recursive tree as (
        select u.id, 0 as level from users u left join users m on m.id = u.reporting_manager_id
        where ${start} and u.deleted_at is null and u.is_active
        union
        select u.id, t.level + 1 from users u join tree t on u.reporting_manager_id = t.id
        where u.deleted_at is null and u.is_active and t.level < 1000
      )
      select u.id, u.first_name as "firstName", u.last_name as "lastName", d.name as designation,
        u.reporting_manager_id as "managerId", min(t.level)::int as level
      from tree t join users u on u.id = t.id left join designations d on d.id = u.designation_id
      group by u.id, d.name
      order by level, u.first_name, u.last_name`,
  );
}
