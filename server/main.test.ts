import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import { apiSignIn } from '../e2e/helpers.ts';
import { freePort } from '../scripts/free-port.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-main-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Starts the real server process on the embedded database and waits until it answers. */
async function startServer(port: number, nodeArgs: string[] = [], env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(root, 'server/main.ts')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      DEMO: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // Resolves as soon as the server says it is running, not at the next turn of a polling loop.
  let running: () => void = () => {};
  const started = new Promise<void>((resolve) => (running = resolve));
  const read = (d: Buffer) => {
    output += d.toString();
    if (output.includes('Orgdesk is running')) running();
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const exit = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ended = await Promise.race([started.then(() => false), exit.then(() => true)]);
  if (ended) throw new Error(output);
  return { child, exit, output: () => output };
}

describe('the server process', () => {
  it('migrates, seeds the demo on first start, serves, and stops cleanly on SIGTERM and SIGINT', async () => {
    const port = await freePort();
    const first = await startServer(port);
    expect(first.output()).toContain(`Every demo account uses the password ${DEMO_PASSWORD}`);
    expect(first.output()).toContain('admin@example.com');
    const health = await fetch(`http://127.0.0.1:${port}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok', database: { status: 'up', engine: 'pglite' } });
    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);

    // The lock was released and the data kept: a second start finds the organisation.
    const second = await startServer(port);
    expect(second.output()).toContain('Demo accounts (e.g. admin@example.com) use the password');
    expect(second.output()).not.toContain('Demo organisation created');
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  }, 90_000);
});

describe('npm run backup while the app runs on the embedded database', () => {
  it('has the running app write the backup, which holds the demo organisation', async () => {
    const port = await freePort();
    const server = await startServer(port);
    const to = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-backup-'));
    try {
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [path.join(root, 'scripts/backup.ts'), '--to', to],
        {
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', STORAGE_URL: '' },
          encoding: 'utf8',
        },
      );
      expect(stdout).toContain('The app is running on this data folder: it writes the backup.');
      expect(stdout.trim().split('\n').at(-1)).toMatch(
        /^Backup written to .+: 4\d tables, \d+ rows, \d+ files, [\d.]+ MiB \(embedded database\), in [\d.]+ s$/,
      );
      const manifest = JSON.parse(fs.readFileSync(path.join(to, 'manifest.json'), 'utf8')) as {
        database: { tables: Record<string, number> };
        files: unknown[];
      };
      expect(manifest.database.tables.users).toBeGreaterThan(10);
      expect(manifest.files.length).toBeGreaterThan(10);
      // The app went on serving.
      expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await server.exit;
      fs.rmSync(to, { recursive: true, force: true });
    }
  }, 180_000);
});

describe('stopping behind a load balancer', () => {
  it('fails readiness at once on SIGTERM, serves for DRAIN_SECONDS, ends live streams and exits 0', async () => {
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const server = await startServer(port, [], { DRAIN_SECONDS: '2' });
    expect((await fetch(`${base}/api/ready`)).status).toBe(200);
    const { cookie, status } = await apiSignIn(base, 'neha.gupta@example.com');
    expect(status).toBe(200);
    const stream = await fetch(`${base}/api/v1/notifications/stream`, { headers: { cookie } });
    expect(stream.status).toBe(200);
    const streamEnded = stream.text();

    const stopAsked = Date.now();
    server.child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${base}/api/ready`)).json(), { timeout: 1_000, interval: 50 })
      .toMatchObject({ status: 'draining' });
    // Still serving while the balancer notices.
    expect((await fetch(`${base}/api/v1/auth/me`, { headers: { cookie } })).status).toBe(200);
    expect(Date.now() - stopAsked).toBeLessThan(2_000);

    expect(await server.exit).toBe(0);
    const stopped = Date.now() - stopAsked;
    // The open stream was ended, not waited for until the 10 s limit.
    expect(await streamEnded).toContain('event: unread');
    expect(stopped).toBeGreaterThanOrEqual(2_000);
    expect(stopped).toBeLessThan(6_000);
  }, 90_000);
});

/** The log lines of the server's pino logger (JSON) among its output. */
function logLines(
  output: string,
): { level: number; msg: string; err?: { message?: string; stack?: string } }[] {
  return output
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as { level: number; msg: string });
}

describe('failures that nothing caught', () => {
  it('logs a stray rejection with its stack and goes on serving; logs an uncaught exception and exits 1', async () => {
    const port = await freePort();
    const server = await startServer(port, ['--import', path.join(root, 'server/test/fault-triggers.ts')]);
    const logged = (message: string) =>
      logLines(server.output()).find((line) => line.err?.message === message);
    const until = async (found: () => unknown) => {
      for (let i = 0; i < 200 && !found(); i++) await new Promise((r) => setTimeout(r, 50));
    };

    server.child.kill('SIGUSR2');
    await until(() => logged('stray rejection for the test'));
    const rejection = logged('stray rejection for the test');
    expect(rejection?.level).toBe(50); // error
    expect(rejection?.err?.stack).toContain('fault-triggers.ts');
    expect((await fetch(`http://127.0.0.1:${port}/api/health`)).status).toBe(200);

    server.child.kill('SIGHUP');
    expect(await server.exit).toBe(1);
    const exception = logged('stray exception for the test');
    expect(exception?.level).toBe(60); // fatal
    expect(exception?.err?.stack).toContain('fault-triggers.ts');
  }, 90_000);
});
