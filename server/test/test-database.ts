import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';
import { TEMPLATE } from './pglite-template.ts';

export interface TestDatabase {
  database: Database;
  /** The URL of the throwaway PostgreSQL database, when running on PostgreSQL. */
  url: string | undefined;
  destroy(): Promise<void>;
}

/** Which engine the database-facing tests run on: PGlite (`npm test`) or PostgreSQL (`npm run test:pg`). */
export const TEST_ENGINE: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A migrated, empty database of its own: a copy of the migrated PGlite that the global set-up
 * made (./pglite-template.ts), or a new PostgreSQL database with a random name on the server
 * named by TEST_DATABASE_URL; either is removed afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const root = inject('pgliteTemplateRoot');
    if (!root) throw new Error('The PGlite template is missing: run the tests through vitest (npm test).');
    const dataDir = fs.mkdtempSync(path.join(root, 'db-'));
    fs.cpSync(path.join(root, TEMPLATE), dataDir, { recursive: true });
    const database = await openDatabase({ dataDir });
    return {
      database,
      url: undefined,
      destroy: async () => {
        await database.close();
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const name = `orgdesk_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  await applyMigrations(database, url.toString());
  return {
    database,
    url: url.toString(),
    destroy: async () => {
      await database.close().catch(() => {});
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
