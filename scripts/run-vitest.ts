import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Runs `vitest run` with these arguments and environment, and exits with its status. */
export function runVitest(args: string[], env: Record<string, string>): never {
  process.exit(vitestStatus(args, env));
}

/** Runs `vitest run` with these arguments and environment; its exit status. */
export function vitestStatus(args: string[], env: Record<string, string>): number {
  const result = spawnSync(
    process.execPath,
    [path.join(root, 'node_modules/vitest/vitest.mjs'), 'run', ...args],
    {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  return result.status ?? 1;
}

/**
 * The environment of the database tests on PostgreSQL (npm run test:pg, npm run proof): the server
 * at DATABASE_URL, the local one by default, where each test file creates a database of its own.
 */
export function postgresTestEnv(): { host: string; env: Record<string, string> } {
  const url = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  return { host: new URL(url).host, env: { TEST_DATABASE_URL: url, DATABASE_URL: '' } };
}
