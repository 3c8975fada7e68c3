/**
 * The running app's local control channel, for what only the process that holds the embedded
 * database can do (the data folder is locked to it): `npm run backup` while the app runs. A Unix
 * socket in DATA_DIR, readable and writable by the app's own user only; one JSON line each way.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { CopiedBackup } from './backup.ts';

export const CONTROL_SOCKET = 'control.sock';

export type ControlRequest = { op: 'backup'; to: string };
export type ControlAnswer = { ok: true; copied: CopiedBackup } | { ok: false; error: string };

export async function startControlSocket(
  dataDir: string,
  /** `backup` copies the database and files; the asking command counts, packs and lists them. */
  handlers: { backup: (to: string) => Promise<CopiedBackup> },
  logger: FastifyBaseLogger,
): Promise<{ close(): Promise<void> }> {
  const file = path.join(dataDir, CONTROL_SOCKET);
  // Left by a process that died: the data folder's lock says no other one is running.
  fs.rmSync(file, { force: true });
  const server = net.createServer((socket) => {
    let buffered = '';
    socket.on('data', (chunk: Buffer) => {
      buffered += chunk.toString();
      const end = buffered.indexOf('\n');
      if (end < 0) return;
      const answer = (reply: ControlAnswer) => socket.end(`${JSON.stringify(reply)}\n`);
      let request: ControlRequest;
      try {
        request = JSON.parse(buffered.slice(0, end)) as ControlRequest;
      } catch {
        return answer({ ok: false, error: 'Not a JSON request.' });
      }
      if (request.op !== 'backup' || typeof request.to !== 'string')
        return answer({ ok: false, error: 'Unknown request.' });
      logger.info('backup asked for over the control socket');
      handlers.backup(request.to).then(
        (copied) => answer({ ok: true, copied }),
        (err: unknown) => {
          logger.warn({ err }, 'backup failed');
          answer({ ok: false, error: err instanceof Error ? err.message : String(err) });
        },
      );
    });
    socket.on('error', () => socket.destroy());
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(file, () => resolve());
  });
  fs.chmodSync(file, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        fs.rmSync(file, { force: true });
      }),
  };
}

/** Sends a request to the app running on `dataDir` and waits for its answer. */
export function askRunningApp(dataDir: string, request: ControlRequest): Promise<ControlAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.createConnection(path.join(dataDir, CONTROL_SOCKET));
    let buffered = '';
    socket.on('connect', () => socket.write(`${JSON.stringify(request)}\n`));
    socket.on('data', (chunk: Buffer) => (buffered += chunk.toString()));
    socket.on('end', () => {
      try {
        resolve(JSON.parse(buffered) as ControlAnswer);
      } catch {
        reject(new Error('The running app gave no answer.'));
      }
    });
    socket.on('error', (err) =>
      reject(
        new Error(
          `The app that holds ${dataDir} could not be asked (${err.message}). Is it an older version?`,
        ),
      ),
    );
  });
}
