import fsp from 'node:fs/promises';
import path from 'node:path';
import type { PgliteThread } from './pglite-thread.ts';

/**
 * What PostgreSQL rebuilds or never needs in a base backup (as pg_basebackup leaves them out):
 * their folders are copied empty. pg_wal is copied once the backup has ended, with every segment
 * written meanwhile.
 */
const EMPTIED = new Set([
  'pg_wal',
  'pg_dynshmem',
  'pg_notify',
  'pg_replslot',
  'pg_serial',
  'pg_snapshots',
  'pg_stat_tmp',
  'pg_subtrans',
]);
const SKIPPED = /^(postmaster\.(pid|opts)|pg_internal\.init|pgsql_tmp.*)$/;

/** Copies a folder file by file (no file whole in memory); a file removed meanwhile is skipped. */
async function copyTree(from: string, to: string, top: boolean): Promise<void> {
  await fsp.mkdir(to, { recursive: true });
  for (const entry of await fsp.readdir(from, { withFileTypes: true }).catch(() => [])) {
    if (SKIPPED.test(entry.name)) continue;
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    if (entry.isDirectory()) {
      if (top && EMPTIED.has(entry.name)) await fsp.mkdir(target, { recursive: true });
      else await copyTree(source, target, false);
    } else if (entry.isFile()) {
      await fsp.copyFile(source, target).catch((err: NodeJS.ErrnoException) => {
        if (err.code !== 'ENOENT') throw err;
      });
    }
  }
}

/**
 * A base backup of the embedded database while it serves: PostgreSQL's own online backup
 * (pg_backup_start, a copy of the data folder, pg_backup_stop, then the WAL written meanwhile and
 * the backup label). Statements go on during the copy; the copy, when first opened, replays the
 * WAL to the state at pg_backup_stop. Nothing of the database is held in memory.
 */
export async function copyPgliteDataDir(client: PgliteThread, pgdata: string, target: string): Promise<void> {
  await client.query(`select pg_backup_start('orgdesk', true)`);
  let label: string | undefined;
  try {
    await copyTree(pgdata, target, true);
  } finally {
    const stopped = await client.query<{ labelfile: string }>('select labelfile from pg_backup_stop(false)');
    label = stopped.rows[0]?.labelfile;
  }
  await copyTree(path.join(pgdata, 'pg_wal'), path.join(target, 'pg_wal'), false);
  if (!label) throw new Error('PostgreSQL gave no backup label.');
  await fsp.writeFile(path.join(target, 'backup_label'), label);
}
