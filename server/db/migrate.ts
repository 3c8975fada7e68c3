import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Database } from './client.ts';

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Any fixed number; instances that start together wait on it instead of migrating twice. */
const MIGRATION_LOCK_KEY = 72_041_337;

/** Applies the committed SQL migrations. On PostgreSQL it holds an advisory lock meanwhile. */
export async function applyMigrations(database: Database, databaseUrl?: string): Promise<void> {
  if (database.engine === 'pglite') {
    // Loaded only for the embedded database, as in openDatabase.
    const { migrate: migratePglite } = await import('drizzle-orm/pglite/migrator');
    await migratePglite(database.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!databaseUrl) throw new Error('applyMigrations needs the PostgreSQL URL');
  // A dedicated connection: an advisory lock belongs to the session that took it.
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const db = drizzlePg(client);
    await db.execute(sql`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`);
    try {
      await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await db.execute(sql`select pg_advisory_unlock(${MIGRATION_LOCK_KEY})`);
    }
  } finally {
    await client.end();
  }
}

let journalTimes: number[] | undefined;

/**
 * How many of this build's migrations the database has not applied (for readiness): drizzle
 * records each applied one with its journal time, and applies them in that order.
 */
export async function countPendingMigrations(database: Database): Promise<number> {
  journalTimes ??= (
    JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as {
      entries: Array<{ when: number }>;
    }
  ).entries.map((entry) => entry.when);
  let latest: number;
  try {
    const result: unknown = await database.db.execute(
      sql`select max(created_at)::text as latest from drizzle.__drizzle_migrations`,
    );
    latest = Number((result as { rows: Array<{ latest: string | null }> }).rows[0]?.latest ?? 0);
  } catch (err) {
    if (
      (err as { code?: string }).code === '42P01' ||
      (err as { cause?: { code?: string } }).cause?.code === '42P01'
    )
      return journalTimes.length;
    throw err;
  }
  return journalTimes.filter((when) => when > latest).length;
}
