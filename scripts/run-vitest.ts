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
