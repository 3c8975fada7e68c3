import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];
function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-lock-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('data folder lock', () => {
  it('lets one holder in at a time, and again after release', async () => {
    const dir = tempDir();
    const first = await lockDataDir(dir);
    await expect(lockDataDir(dir)).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(lockDataDir(dir)).rejects.toThrow(`(pid ${process.pid})`);
    await first.release();
    const second = await lockDataDir(dir);
    await second.release();
  });

  it('treats two spellings of one folder as the same folder', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    await expect(lockDataDir(path.join(dir, '.', '..', path.basename(dir)))).rejects.toBeInstanceOf(
      DataDirLockedError,
    );
    await lock.release();
  });

  it('makes a second server on the same folder stop with a clear message, before it opens the database', async () => {
    const dir = tempDir();
    const lock = await lockDataDir(dir);
    try {
      const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
        env: { ...process.env, DATA_DIR: dir, PORT: '0', DEMO: '0', DATABASE_URL: '' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stderr = '';
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
      const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toContain('is already in use by another Orgdesk process');
      expect(fs.existsSync(path.join(dir, 'pgdata'))).toBe(false);
    } finally {
      await lock.release();
    }
  });
});
