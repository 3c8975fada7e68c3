/**
 * A backup of the demo organisation restored into an empty data folder (embedded database, under
 * npm test) or an empty PostgreSQL database (npm run test:pg) holds the same rows per table and the
 * same files, and its people sign in on it. A damaged backup or a target that is not empty is
 * refused before anything is written.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../shared/constants.ts';
import { setUpOnFirstRun } from '../../scripts/demo-data.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { countTableRows, openDatabase, type Database } from '../db/client.ts';
import { createTestApp, TestClient, type TestApp } from '../test/test-app.ts';
import { restoreBackup, writeBackup } from './backup.ts';
import { createLocalStorage, type FileStorage } from './storage.ts';

const adminUrl = process.env.TEST_DATABASE_URL;
let source: TestApp;
let work: string;
const emptyDatabases: string[] = [];

beforeAll(async () => {
  source = await createTestApp();
  await setUpOnFirstRun(
    source.testDb.database.db,
    { demo: true, adminEmail: undefined, scryptLog2N: 10 },
    source.ctx.storage,
  );
  work = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-backup-'));
});
afterAll(async () => {
  await source.close();
  fs.rmSync(work, { recursive: true, force: true });
  if (adminUrl) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    for (const name of emptyDatabases) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
});

/** An empty target of the engine under test: a data folder, and on PostgreSQL a new database. */
async function emptyTarget(name: string) {
  const dataDir = path.join(work, name);
  if (!adminUrl) return { databaseUrl: undefined, dataDir, storage: undefined };
  const database = `orgdesk_restore_${name}_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  emptyDatabases.push(database);
  return {
    databaseUrl: Object.assign(new URL(adminUrl), { pathname: `/${database}` }).toString(),
    dataDir,
    storage: undefined,
  };
}

const rowsOf = (database: Database) => countTableRows(database.db);

const backUpSource = (to: string) =>
  writeBackup({ database: source.testDb.database, storage: source.ctx.storage, to, appVersion: '0.1.0' });

async function filesOf(storage: FileStorage): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for await (const stored of storage.list()) {
    const file = await storage.read(stored.key);
    files[stored.key] = Buffer.concat(await file!.stream.toArray()).toString('base64');
  }
  return files;
}

describe('backup and restore', () => {
  it('round-trips the demo organisation: same rows per table, same files, and its people sign in', async () => {
    const to = path.join(work, 'backup');
    const manifest = await backUpSource(to);
    const rowsBefore = await rowsOf(source.testDb.database);
    expect(manifest.database.tables).toEqual(rowsBefore);
    expect(rowsBefore.tasks).toBeGreaterThan(10);
    expect(rowsBefore.leave_applications).toBeGreaterThan(0);
    expect(manifest.files.length).toBeGreaterThan(10);

    const target = await emptyTarget('restored');
    await restoreBackup({ from: to, config: target });

    const restored = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir });
    const app = await buildApp({
      database: restored,
      config: { ...loadConfig({}), dataDir: target.dataDir, scryptLog2N: 10 },
      serveWeb: false,
    });
    try {
      expect(await rowsOf(restored)).toEqual(rowsBefore);
      const restoredFiles = await filesOf(createLocalStorage(path.join(target.dataDir, 'files')));
      expect(restoredFiles).toEqual(await filesOf(source.ctx.storage));

      const neha = new TestClient(app, '10.77.0.1');
      expect((await neha.login('neha.gupta@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
      const tasks = await neha.get('/api/v1/tasks?tab=all');
      expect(tasks.json<{ total: number }>().total).toBeGreaterThan(0);
      const admin = new TestClient(app, '10.77.0.2');
      expect((await admin.login('admin@example.com', DEMO_PASSWORD)).statusCode).toBe(200);
      const letter = await admin.get('/api/v1/letters/requests/1/pdf');
      expect(letter.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    } finally {
      await app.close();
      await restored.close();
    }
  }, 120_000);

  it('refuses a damaged backup, a target that is not empty, a backup of the other engine and a used folder', async () => {
    const to = path.join(work, 'second');
    const manifest = await backUpSource(to);
    await expect(backUpSource(to)).rejects.toThrow('is not empty: a backup goes into a new or empty folder');

    const damaged = path.join(work, 'damaged');
    fs.cpSync(to, damaged, { recursive: true });
    const file = path.join(damaged, 'files', manifest.files[0]!.key);
    const bytes = fs.readFileSync(file);
    bytes[bytes.length - 1] = bytes.at(-1)! ^ 0xff;
    fs.writeFileSync(file, bytes);
    const untouched = await emptyTarget('untouched');
    await expect(restoreBackup({ from: damaged, config: untouched })).rejects.toThrow(
      `files/${manifest.files[0]!.key} differs from the backup's manifest`,
    );
    expect(fs.existsSync(untouched.dataDir)).toBe(false);

    // Into the copy the first test restored: the file store is checked before the database.
    await expect(
      restoreBackup({ from: to, config: { ...untouched, dataDir: path.join(work, 'restored') } }),
    ).rejects.toThrow('The file store is not empty');
    const otherEngine = adminUrl
      ? { databaseUrl: undefined, dataDir: path.join(work, 'other'), storage: undefined }
      : {
          databaseUrl: 'postgres://postgres@127.0.0.1:1/none',
          dataDir: path.join(work, 'other'),
          storage: undefined,
        };
    await expect(restoreBackup({ from: to, config: otherEngine })).rejects.toThrow(
      adminUrl ? 'This is a backup of a PostgreSQL database' : 'This is a backup of the embedded database',
    );
  }, 120_000);
});
