import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startApp, type RunningApp } from './harness.ts';
import { apiSignIn, demoEmail } from './helpers.ts';

/**
 * DESIGN.md "One process per embedded database": a second Orgdesk on a data folder that another
 * one has open must stop with a clear message, and the first one must carry on unharmed.
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const EXIT_WITHIN_MS = 30_000;

interface SecondRun {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  port: number;
  /** Whether it was still running when the time was up (and had to be killed). */
  timedOut: boolean;
}

/** Starts `node server/main.ts` on `dataDir` and waits for it to exit (killing it after a while). */
async function runSecondInstance(dataDir: string): Promise<SecondRun> {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      SMTP_URL: '',
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    child.kill('SIGKILL');
  }, EXIT_WITHIN_MS);
  const [code, signal] = await new Promise<[number | null, NodeJS.Signals | null]>((resolve) =>
    child.once('exit', (c, s) => resolve([c, s])),
  );
  clearTimeout(timer);
  return { code, signal, output, port, timedOut };
}

async function listens(url: string): Promise<boolean> {
  try {
    await fetch(`${url}/api/health`);
    return true;
  } catch {
    return false;
  }
}

describe('the data folder lock', () => {
  // The test owns the folder, so that it outlives the first app and a later one can reuse it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-e2e-lock-'));
  const alias = path.join(os.tmpdir(), `orgdesk-e2e-lock-alias-${process.pid}`);
  let first: RunningApp | undefined;
  let later: RunningApp | undefined;
  let sessionCookie = '';

  beforeAll(async () => {
    first = await startApp({}, { dataDir });
  });

  afterAll(async () => {
    await first?.stop();
    await later?.stop();
    fs.rmSync(alias, { force: true });
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('stops a second process on the same folder with a clear message, and the first carries on', async () => {
    const app = first!;
    const second = await runSecondInstance(dataDir);

    expect(second.timedOut, `still running after ${EXIT_WITHIN_MS} ms:\n${second.output}`).toBe(false);
    expect(second.code).not.toBe(0);
    expect(second.code).not.toBeNull();
    expect(second.output).toContain('Orgdesk cannot start');
    expect(second.output).toContain(`The data folder ${fs.realpathSync(dataDir)} is already in use`);
    expect(second.output).toContain(`(pid ${app.pid})`);
    expect(second.output).toContain('Stop that process first, or point DATA_DIR at another folder.');
    expect(await listens(`http://127.0.0.1:${second.port}`)).toBe(false);
    // The lock still names the first process.
    expect(fs.readFileSync(path.join(dataDir, 'orgdesk.pid'), 'utf8').trim()).toBe(String(app.pid));

    const health = await fetch(`${app.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok', database: { status: 'up' } });

    const signIn = await apiSignIn(app.url, demoEmail('admin'));
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ email: 'admin@example.com', firstName: 'Aarav' });
    const me = await fetch(`${app.url}/api/v1/auth/me`, { headers: { cookie: signIn.cookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('admin@example.com');
    sessionCookie = signIn.cookie;
  });

  it('also refuses the folder when it is named through a symbolic link', async () => {
    fs.symlinkSync(dataDir, alias, 'dir');
    const second = await runSecondInstance(alias);

    expect(second.timedOut, `still running after ${EXIT_WITHIN_MS} ms:\n${second.output}`).toBe(false);
    expect(second.code).not.toBe(0);
    expect(second.output).toContain('is already in use by another Orgdesk process');
    expect(await listens(`http://127.0.0.1:${second.port}`)).toBe(false);
    expect((await fetch(`${first!.url}/api/health`)).status).toBe(200);
  });

  it('frees the folder when the first app stops: the next one starts on it with the data kept', async () => {
    expect(sessionCookie, 'the first test signed in').not.toBe('');
    await first!.stop();
    first = undefined;

    later = await startApp({}, { dataDir });
    expect(fs.readFileSync(path.join(dataDir, 'orgdesk.pid'), 'utf8').trim()).toBe(String(later.pid));
    // The session written by the first process is still there: nothing it acknowledged was lost.
    const me = await fetch(`${later.url}/api/v1/auth/me`, { headers: { cookie: sessionCookie } });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe('admin@example.com');
    expect((await apiSignIn(later.url, demoEmail('priya.sharma'))).status).toBe(200);
  });
});
