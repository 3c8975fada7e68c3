import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, inject } from 'vitest';
import { openDatabase, type Database } from '../db/client.ts';
import { postgresUrl, TEMPLATE, withAdmin } from './pglite-template.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test files that open a test database, as ./database-test-files.ts finds them. */
    databaseTestFiles: string[];
  }
}

export interface TestDatabase {
  database: Database;
  /** The URL of the throwaway PostgreSQL database, when running on PostgreSQL. */
  url: string | undefined;
  destroy(): Promise<void>;
}

/** Which engine the database-facing tests run on: PGlite (`npm test`) or PostgreSQL (`npm run test:pg`). */
export const TEST_ENGINE: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A migrated, empty database of its own, copied from the one the global set-up migrated
 * (./pglite-template.ts): a copy of its PGlite folder, or on the PostgreSQL server named by
 * TEST_DATABASE_URL a new database with a random name made from the template database; either is
 * removed afterwards.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  assertFoundByScan();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const templateRoot = inject('pgliteTemplateRoot');
    if (!templateRoot)
      throw new Error('The PGlite template is missing: run the tests through vitest (npm test).');
    const dataDir = fs.mkdtempSync(path.join(templateRoot, 'db-'));
    fs.cpSync(path.join(templateRoot, TEMPLATE), dataDir, { recursive: true });
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
  const template = inject('postgresTemplate');
  if (!template)
    throw new Error('The PostgreSQL template is missing: run the tests through vitest (npm run test:pg).');
  const name = `orgdesk_test_${randomBytes(6).toString('hex')}`;
  await withAdmin(adminUrl, (c) => c.query(`create database ${name} template ${template}`));
  const url = postgresUrl(adminUrl, name);
  const database = await openDatabase({ databaseUrl: url });
  return {
    database,
    url,
    destroy: async () => {
      await database.close().catch(() => {});
      await withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    },
  };
}

/**
 * `npm run test:pg` runs only the files that ./database-test-files.ts finds; one it missed would
 * never run on PostgreSQL, so it fails here instead.
 */
function assertFoundByScan(): void {
  const testPath = expect.getState().testPath;
  if (!testPath) return;
  const file = path.relative(root, testPath).split(path.sep).join('/');
  if (!inject('databaseTestFiles').includes(file)) {
    throw new Error(
      `${file} opens a test database, but server/test/database-test-files.ts does not find it, so ` +
        'npm run test:pg would leave it out: import ./test-database.ts (or a file that does) statically.',
    );
  }
}
