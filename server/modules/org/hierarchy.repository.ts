import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/client.ts';

/** Guards manager changes so that two at once cannot close a loop between them. */
const HIERARCHY_LOCK_KEY = 72_041_339;

export async function lockHierarchy(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${HIERARCHY_LOCK_KEY})`);
}

/**
 * The ids of a person and everyone below them, by a recursive walk down the reporting tree
 * (indexed on reporting_manager_id). Deleted people are left out, with everyone under them.
 */
export function subtreeIdsSql(rootId: string) {
  return sql`(with recursive subtree as (
      select id from users where id = ${rootId} and deleted_at is null
      union
      select u.id from users u join subtree s on u.reporting_manager_id = s.id where u.deleted_at is null
    ) select id from subtree)`;
}

export async function findSubtreeIds(db: DbOrTx, rootId: string): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(db, sql`select id from ${subtreeIdsSql(rootId)} as s(id)`);
  return rows.map((r) => r.id);
}

/** True when `userId` is `rootId` or anywhere below them. Walks up from `userId`: trees are shallow. */
export async function isInSubtree(db: DbOrTx, rootId: string, userId: string): Promise<boolean> {
  const rows = await queryRows<{ found: boolean }>(
    db,
    sql`with recursive chain as (
        select id, reporting_manager_id, 0 as depth from users where id = ${userId} and deleted_at is null
        union
        select u.id, u.reporting_manager_id, c.depth + 1 from users u join chain c on u.id = c.reporting_manager_id
        where c.depth < 1000
      ) select exists(select 1 from chain where id = ${rootId}) as found`,
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
