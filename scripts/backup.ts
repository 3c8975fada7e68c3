/**
 * `npm run backup -- --to DIR`: a consistent copy of the database and of every stored file, with
 * a manifest (each table's row count, each file's size and SHA-256), into a new or empty folder.
 * PostgreSQL (DATABASE_URL) is copied with pg_dump's custom format, whether the app runs or not;
 * the embedded database is copied by the running app itself (its data folder is locked to it) or,
 * when no app runs on DATA_DIR, by this command. The files come from where the app keeps them (the
 * disk or the bucket of STORAGE_URL). `npm run restore` puts a backup back.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { openDatabase } from '../server/db/client.ts';
import { DataDirLockedError } from '../server/db/data-dir-lock.ts';
import { finishBackup, writeBackup, type BackupManifest } from '../server/lib/backup.ts';
import { askRunningApp } from '../server/lib/control-socket.ts';
import { openStorage } from '../server/lib/open-storage.ts';

/** One line: what the backup holds. */
export function describeBackup(manifest: BackupManifest): string {
  const rows = Object.values(manifest.database.tables).reduce((sum, n) => sum + n, 0);
  const bytes = manifest.database.bytes + manifest.files.reduce((sum, f) => sum + f.bytes, 0);
  return (
    `${Object.keys(manifest.database.tables).length} tables, ${rows} rows, ${manifest.files.length} files, ` +
    `${(bytes / 1_048_576).toFixed(1)} MiB (${manifest.engine === 'postgres' ? 'PostgreSQL' : 'embedded database'})`
  );
}

async function backUp(to: string): Promise<BackupManifest> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (!(err instanceof DataDirLockedError)) throw err;
    console.log('The app is running on this data folder: it writes the backup.');
    const answer = await askRunningApp(config.dataDir, { op: 'backup', to });
    if (!answer.ok) throw new Error(answer.error);
    return finishBackup(answer.copied, config.version);
  }
  try {
    return await writeBackup({
      database,
      storage: await openStorage(config),
      to,
      appVersion: config.version,
    });
  } finally {
    await database.close();
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { to: { type: 'string' } } });
  if (!values.to) {
    console.error('Usage: npm run backup -- --to DIR   (a new or empty folder)');
    process.exit(2);
  }
  const to = path.resolve(values.to);
  const started = Date.now();
  const manifest = await backUp(to);
  console.log(
    `Backup written to ${to}: ${describeBackup(manifest)}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

if (import.meta.main) {
  main().catch((err: unknown) => {
    console.error(`The backup failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
