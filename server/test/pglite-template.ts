/**
 * The server project's global set-up under `npm test`: one embedded database, migrated, kept in a
 * folder (in memory, under /dev/shm, where there is one). Each test database starts as a copy of
 * it (see ./test-database.ts), which opens in well under a second, instead of a new PGlite that
 * runs initdb and every migration: about 3.5 s for each of some 50 test files.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder whose `template` is the migrated database; test databases are copied beside it. */
    pgliteTemplateRoot: string | null;
  }
}

export const TEMPLATE = 'template';

export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteTemplateRoot', null);
    return undefined;
  }
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const root = fs.mkdtempSync(path.join(base, 'orgdesk-tests-'));
  const database = await openDatabase({ dataDir: path.join(root, TEMPLATE) });
  try {
    await applyMigrations(database);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateRoot', root);
  return () => fs.rmSync(root, { recursive: true, force: true });
}
