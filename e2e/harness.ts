import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { SmtpCapture } from '../server/test/smtp-capture.ts';
import { freePort } from '../scripts/free-port.ts';

export { freePort };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Flags for Debian's chromium in this sandbox: no network chatter beyond the app on 127.0.0.1. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
];

export interface RunningApp {
  url: string;
  dataDir: string;
  /** The server's process id. */
  pid: number;
  smtp: SmtpCapture;
  output: () => string;
  stop(): Promise<void>;
}

export interface StartAppOptions {
  /**
   * Reuse this data folder (e.g. one a stopped app left behind) instead of a fresh one; `stop()`
   * then leaves it in place for its owner to remove.
   */
  dataDir?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder with the demo organisation seeded, made once by ./demo-template.ts. */
    demoDataDir: string;
    /** Where the chromium that ./demo-template.ts launched for the whole run listens. */
    chromiumEndpoint: string;
  }
}

/**
 * A data folder of the test's own: a copy of the one the global set-up seeded with the demo
 * organisation, so that each file's app starts without seeding it again (about 4 s each).
 */
function freshDataDir(): string {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-e2e-'));
  fs.cpSync(inject('demoDataDir'), dataDir, { recursive: true });
  return dataDir;
}

/** The app's process, listening and healthy. */
interface Launched {
  url: string;
  child: ChildProcess;
  exited: Promise<void>;
  output: () => string;
}

/** The app stopped because its port was taken meanwhile. */
class PortTaken extends Error {}

/** Starts the app on `port` and waits until it answers its health check. */
async function launch(
  port: number,
  dataDir: string,
  smtpUrl: string,
  env: Record<string, string>,
): Promise<Launched> {
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      DATABASE_URL: '',
      DEMO: '1',
      LOG_LEVEL: 'warn',
      // As `npm start` runs it (see package.json and the README).
      MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX ?? '2',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      if (output.includes('EADDRINUSE')) throw new PortTaken(`Port ${port} was taken`);
      throw new Error(`The app exited early:\n${output}`);
    }
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`The app did not start within 60 s:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, child, exited, output: () => output };
}

/** The built app on a free port with a fresh data folder (demo organisation) and a mail catcher. */
export async function startApp(
  env: Record<string, string> = {},
  options: StartAppOptions = {},
): Promise<RunningApp> {
  const smtp = new SmtpCapture();
  const smtpUrl = await smtp.start();
  const ownsDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? freshDataDir();
  // The port is free when chosen, but something else (another file's app, a browser's outgoing
  // connection) may take it before the app listens: then the app stops at once, and another
  // port is tried.
  let launched: Launched | null = null;
  for (let attempt = 1; !launched; attempt++) {
    try {
      launched = await launch(await freePort(), dataDir, smtpUrl, env);
    } catch (err) {
      if (attempt >= 3 || !(err instanceof PortTaken)) throw err;
    }
  }
  const { url, child, exited, output } = launched;
  return {
    url,
    dataDir,
    pid: child.pid!,
    smtp,
    output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await smtp.stop();
      if (ownsDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Console errors and failed requests seen so far; a healthy page has none. */
  problems: string[];
  close(): Promise<void>;
}

/**
 * A browser window of its own: a fresh context (cookies, storage, permissions) in the chromium
 * that the global set-up launched once for all files, instead of a chromium per file. A command
 * outside the browser tests (`npm run bench -- --first-load`) asks for a chromium of its own
 * (`standalone`), closed with the window.
 */
export async function openBrowser(
  options: { width?: number; height?: number; standalone?: boolean } = {},
): Promise<Browser> {
  const browser = options.standalone
    ? await chromium.launch({
        executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
        headless: true,
        args: CHROMIUM_ARGS,
      })
    : await chromium.connect(inject('chromiumEndpoint'));
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: 'en-GB',
    // The app then skips its transitions (theme.respectReducedMotion): nothing waits for a menu
    // or a modal to finish sliding in before it may be clicked.
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (msg) => {
    // A refused request (e.g. the 401 of "who am I?" before sign-in) is logged by the browser itself.
    if (msg.type() === 'error' && !msg.text().startsWith('Failed to load resource')) {
      problems.push(`console: ${msg.text()}`);
    }
  });
  page.on('pageerror', (err) => problems.push(`page error: ${err.message}`));
  return {
    context,
    page,
    problems,
    close: async () => {
      await context.close();
      // Disconnects from the shared chromium, which keeps running for the other files (a
      // standalone one is closed).
      await browser.close();
    },
  };
}
