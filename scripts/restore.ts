/**
 * `npm run restore -- --from DIR`: puts a backup of `npm run backup` back, into the database and
 * file store that the environment names (as `npm start` would open them), both of which must be
 * empty: an embedded backup into an empty DATA_DIR, a PostgreSQL one into an empty database
 * (DATABASE_URL). Every byte is checked against the manifest first, and every table's row count
 * after. Then start the app on it as usual.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../server/config.ts';
import { restoreBackup } from '../server/lib/backup.ts';
import { describeBackup } from './backup.ts';

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { from: { type: 'string' } } });
  if (!values.from) {
    console.error('Usage: npm run restore -- --from DIR');
    process.exit(2);
  }
  const from = path.resolve(values.from);
  const started = Date.now();
  const manifest = await restoreBackup({ from, config: loadConfig() });
  console.log(
    `Restored ${from} (taken ${manifest.createdAt}): ${describeBackup(manifest)}, in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((err: unknown) => {
  console.error(`The restore failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
