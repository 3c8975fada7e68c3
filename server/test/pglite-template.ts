/**
 * The server project's global set-up: one migrated database that each test database is copied
 * from (see ./test-database.ts), instead of a new database that runs every migration: about 3.5 s
 * for each of some 50 test files on PGlite, 0.7–1.9 s on PostgreSQL, against 0.1–0.2 s for a copy.
 * Under `npm test` it is an embedded database kept in a folder (in memory, under /dev/shm, where
 * there is one); under `npm run test:pg` a PostgreSQL database with a random name on the server
 * named by TEST_DATABASE_URL, dropped at the end.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { applyMigrations } from '../db/migrate.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A folder whose `template` is the migrated embedded database; copies are made beside it. */
    pgliteTemplateRoot: string | null;
    /** The name of the migrated PostgreSQL database that test databases are created from. */
    postgresTemplate: string | null;
  }
}

export const TEMPLATE = 'template';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    project.provide('pgliteTemplateRoot', null);
    const name = `orgdesk_template_${randomBytes(6).toString('hex')}`;
    await withAdmin(adminUrl, (c) => c.query(`create database ${name}`));
    const drop = () => withAdmin(adminUrl, (c) => c.query(`drop database if exists ${name} with (force)`));
    try {
      const url = postgresUrl(adminUrl, name);
      const database = await openDatabase({ databaseUrl: url });
      try {
        await applyMigrations(database, url);
      } finally {
        await database.close();
      }
    } catch (err) {
      await drop();
      throw err;
    }
    project.provide('postgresTemplate', name);
    return async () => void (await drop());
  }
  project.provide('postgresTemplate', null);
  const base = fs.existsSync('/dev/shm') ? '/dev/shm' : os.tmpdir();
  const root = fs.mkdtempSync(path.join(base, 'orgdesk-tests-'));
  const database = await openDatabase({ dataDir: path.join(root, TEMPLATE) });
  try {
    await applyMigrations(database);
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplateRoot', root);
  return async () => fs.rmSync(root, { recursive: true, force: true });
}

/** The URL of database `name` on the server of `adminUrl`. */
export function postgresUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `fn` on a connection to the server's administration database, closed afterwards. */
export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
