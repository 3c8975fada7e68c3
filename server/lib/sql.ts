import { sql, type SQLWrapper } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';

/**
 * How many rows a query returns, as the planner estimates it (EXPLAIN: planned, not run): what
 * tells a common search term from a rare one before either is read.
 */
export async function estimatedRows(db: DbOrTx, query: SQLWrapper): Promise<number> {
  const { rows } = (await db.execute(sql`explain (format json) ${query.getSQL()}`)) as {
    rows: Array<{ 'QUERY PLAN': unknown }>;
  };
  const plan = rows[0]?.['QUERY PLAN'];
  const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as Array<{
    Plan: { 'Plan Rows': number };
  }>;
  return parsed[0]?.Plan['Plan Rows'] ?? 0;
}

/** `value` with LIKE's own %, _ and \ taken literally. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** A LIKE pattern that matches `value` anywhere, with its own %, _ and \ taken literally. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}

/**
 * The total of a list whose page's rows carry it (`count(*) over ()`): the first row's. An empty
 * first page means none at all; past the last page no row carries it, so `countAll` counts apart.
 */
export async function pageTotal(
  rows: ReadonlyArray<{ total: number }>,
  firstPage: boolean,
  countAll: () => Promise<number>,
): Promise<number> {
  if (rows[0]) return rows[0].total;
  return firstPage ? 0 : countAll();
}
