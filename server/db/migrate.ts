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
