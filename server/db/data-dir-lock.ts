import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { createHash } from 'node:crypto';

/**
 * PGlite does not stop two processes from opening one data folder, and then acknowledged
 * writes silently vanish. This lock makes the second process stop before it touches anything.
 *
 * On Linux the lock is an abstract Unix socket named after the folder: binding it is atomic and
 * the kernel releases it when the process dies, so a crash never leaves a stale lock. Elsewhere a
 * pid file created with O_EXCL is used, and a file whose process is gone is taken over.
 */
export class DataDirLockedError extends Error {
  constructor(dataDir: string, pid: number | null) {
    super(
      `The data folder ${dataDir} is already in use by another Orgdesk process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop that process first, or point DATA_DIR at another folder. Nothing was changed.',
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  release(): Promise<void>;
}

export async function lockDataDir(dataDir: string): Promise<DataDirLock> {
  fs.mkdirSync(dataDir, { recursive: true });
  const realDir = fs.realpathSync(dataDir);
  const pidFile = path.join(realDir, 'orgdesk.pid');
  if (process.platform === 'linux') {
    const name = `\0orgdesk-data-${createHash('sha256').update(realDir).digest('hex').slice(0, 32)}`;
    const server = net.createServer();
    await new Promise<void>((resolve, reject) => {
      server.once('error', (err: NodeJS.ErrnoException) => {
        reject(err.code === 'EADDRINUSE' ? new DataDirLockedError(realDir, readPid(pidFile)) : err);
      });
      server.listen(name, () => resolve());
    });
    server.unref();
    fs.writeFileSync(pidFile, String(process.pid));
    return {
      release: () =>
        new Promise<void>((resolve) => {
          removeIfOurs(pidFile);
          server.close(() => resolve());
        }),
    };
  }
  return lockWithPidFile(realDir, pidFile);
}

function lockWithPidFile(realDir: string, pidFile: string): DataDirLock {
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(pidFile, String(process.pid), { flag: 'wx' });
      return { release: () => Promise.resolve(removeIfOurs(pidFile)) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = readPid(pidFile);
      if (pid && isAlive(pid)) throw new DataDirLockedError(realDir, pid);
      fs.rmSync(pidFile, { force: true });
    }
  }
  throw new DataDirLockedError(realDir, readPid(pidFile));
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8'), 10);
    return Number.isFinite(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function removeIfOurs(file: string): void {
  if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
}
