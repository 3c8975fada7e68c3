/**
 * Backups: a consistent copy of the database and every stored file, with a manifest (each table's
 * row count, each file's size and SHA-256), and their restore into an empty data folder or
 * database. `npm run backup` and `npm run restore` (scripts/) drive them; while the app runs on
 * the embedded database, the app itself writes the backup (./control-socket.ts).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import type { AppConfig } from '../config.ts';
import { countRows, countTableRows, openDatabase, type Database } from '../db/client.ts';
import { lockDataDir } from '../db/data-dir-lock.ts';
import { pgRestore, runProgram } from '../db/programs.ts';
import { openStorage } from './open-storage.ts';
import type { FileStorage } from './storage.ts';

export const MANIFEST_FILE = 'manifest.json';

export interface BackupManifest {
  format: 1;
  createdAt: string;
  appVersion: string;
  engine: Database['engine'];
  database: { file: string; bytes: number; sha256: string; tables: Record<string, number> };
  files: Array<{ key: string; bytes: number; sha256: string }>;
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(fs.createReadStream(file), hash);
  return hash.digest('hex');
}

/** What the process that holds the database copied; `finishBackup` makes it a backup. */
export interface CopiedBackup {
  to: string;
  engine: Database['engine'];
  database: { path: string; tables: Record<string, number> | null };
  files: BackupManifest['files'];
}

/**
 * Copies the database and the files into `to` (a new or empty folder) while the app may go on;
 * run by the process that holds the database. The files are copied before and again after the
 * database: a file is stored before the row that names it, so every file a row of the copy names
 * is in one of the two passes.
 */
export async function copyForBackup(options: {
  database: Database;
  storage: FileStorage;
  to: string;
}): Promise<CopiedBackup> {
  const to = path.resolve(options.to);
  if (fs.existsSync(to) && fs.readdirSync(to).length > 0) {
    throw new Error(`${to} is not empty: a backup goes into a new or empty folder.`);
  }
  fs.mkdirSync(path.join(to, 'files'), { recursive: true });
  const files = new Map<string, { bytes: number; sha256: string }>();
  const copyFiles = async () => {
    for await (const stored of options.storage.list()) {
      if (stored.partial || files.has(stored.key)) continue;
      const file = await options.storage.read(stored.key);
      if (!file) continue; // Removed since it was listed.
      const target = path.join(to, 'files', stored.key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      let bytes = 0;
      file.stream.on('data', (chunk: Buffer) => {
        hash.update(chunk);
        bytes += chunk.length;
      });
      await pipeline(file.stream, fs.createWriteStream(target));
      files.set(stored.key, { bytes, sha256: hash.digest('hex') });
    }
  };
  await copyFiles();
  const database = await options.database.snapshot(to);
  await copyFiles();
  return {
    to,
    engine: options.database.engine,
    database,
    files: [...files].map(([key, file]) => ({ key, ...file })).sort((a, b) => a.key.localeCompare(b.key)),
  };
}

/** Opens PGlite on a copied data folder (which replays its WAL) and counts its rows. */
async function countRowsOfCopy(pgdata: string): Promise<Record<string, number>> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const copy = new PGlite(pgdata, { extensions: { pg_trgm } });
  try {
    await copy.waitReady;
    return await countRows((text) => copy.query<Record<string, unknown>>(text));
  } finally {
    await copy.close();
  }
}

/**
 * Makes a copy a backup: an embedded database's copy is opened (its rows counted in the state it
 * was copied in) and packed as `database.tar.gz`; then every part's checksum goes into the
 * manifest, written last: a folder without one is not a backup.
 */
export async function finishBackup(copied: CopiedBackup, appVersion: string): Promise<BackupManifest> {
  const { to } = copied;
  let databaseFile = copied.database.path;
  let tables = copied.database.tables;
  if (copied.engine === 'pglite') {
    tables = await countRowsOfCopy(path.join(to, copied.database.path));
    databaseFile = 'database.tar.gz';
    await runTar(['-czf', path.join(to, databaseFile), '-C', to, copied.database.path]);
    fs.rmSync(path.join(to, copied.database.path), { recursive: true, force: true });
  }
  const manifest: BackupManifest = {
    format: 1,
    createdAt: new Date().toISOString(),
    appVersion,
    engine: copied.engine,
    database: {
      file: databaseFile,
      bytes: fs.statSync(path.join(to, databaseFile)).size,
      sha256: await sha256OfFile(path.join(to, databaseFile)),
      tables: tables ?? {},
    },
    files: copied.files,
  };
  fs.writeFileSync(path.join(to, `${MANIFEST_FILE}.partial`), JSON.stringify(manifest, null, 2));
  fs.renameSync(path.join(to, `${MANIFEST_FILE}.partial`), path.join(to, MANIFEST_FILE));
  return manifest;
}

/** A whole backup, by the process that holds the database. */
export async function writeBackup(options: {
  database: Database;
  storage: FileStorage;
  to: string;
  appVersion: string;
}): Promise<BackupManifest> {
  return finishBackup(await copyForBackup(options), options.appVersion);
}

const runTar = (args: string[]) => runProgram('tar', args, 'tar');

/** Reads a backup's manifest and checks every byte it lists against it; throws what differs. */
export async function verifyBackup(from: string): Promise<BackupManifest> {
  const dir = path.resolve(from);
  const manifestFile = path.join(dir, MANIFEST_FILE);
  if (!fs.existsSync(manifestFile))
    throw new Error(`${dir} holds no ${MANIFEST_FILE}: it is not a finished backup.`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  if (manifest.format !== 1) throw new Error(`${dir}: unknown backup format ${String(manifest.format)}.`);
  const check = async (file: string, expected: { bytes: number; sha256: string }) => {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) throw new Error(`${file} is missing from the backup.`);
    if (fs.statSync(full).size !== expected.bytes || (await sha256OfFile(full)) !== expected.sha256) {
      throw new Error(`${file} differs from the backup's manifest (size or SHA-256).`);
    }
  };
  await check(manifest.database.file, manifest.database);
  for (const file of manifest.files) await check(path.join('files', file.key), file);
  return manifest;
}

/**
 * Restores a backup into the database and file store that `config` names, both of which must be
 * empty; then checks every table's row count against the manifest. An embedded backup restores
 * into an empty DATA_DIR, a PostgreSQL one into an empty database.
 */
export async function restoreBackup(options: {
  from: string;
  config: Pick<AppConfig, 'databaseUrl' | 'dataDir' | 'storage'>;
}): Promise<BackupManifest> {
  const { config } = options;
  const dir = path.resolve(options.from);
  const manifest = await verifyBackup(dir);
  const engine = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.engine !== engine) {
    throw new Error(
      manifest.engine === 'pglite'
        ? 'This is a backup of the embedded database: restore it with DATABASE_URL unset, into an empty DATA_DIR.'
        : 'This is a backup of a PostgreSQL database: restore it with DATABASE_URL set to an empty database.',
    );
  }
  // Both targets are checked before either is written to.
  const storage = await openStorage(config);
  const first = await storage.list()[Symbol.asyncIterator]().next();
  if (!first.done)
    throw new Error(`The file store is not empty (it holds ${first.value.key}): restore into an empty one.`);
  const databaseFile = path.join(dir, manifest.database.file);
  if (config.databaseUrl) {
    const client = new pg.Client({ connectionString: config.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname in ('public', 'drizzle')`,
      );
      if (rows[0]!.n > 0) throw new Error('The database is not empty: restore into a new, empty database.');
    } finally {
      await client.end();
    }
    await pgRestore(config.databaseUrl, databaseFile);
  } else {
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (fs.existsSync(pgdata) && fs.readdirSync(pgdata).length > 0) {
      throw new Error(`${config.dataDir} already holds a database: restore into an empty data folder.`);
    }
    const lock = await lockDataDir(config.dataDir);
    try {
      await runTar(['-xzf', databaseFile, '-C', config.dataDir]);
    } finally {
      await lock.release();
    }
  }
  for (const file of manifest.files) {
    await storage.put(file.key, fs.readFileSync(path.join(dir, 'files', file.key)));
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    const tables = await countTableRows(database.db);
    for (const [table, rows] of Object.entries(manifest.database.tables)) {
      if (tables[table] !== rows) {
        throw new Error(`After the restore, ${table} has ${tables[table] ?? 'no'} rows instead of ${rows}.`);
      }
    }
  } finally {
    await database.close();
  }
  return manifest;
}
