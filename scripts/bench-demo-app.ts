import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApp } from '../e2e/harness.ts';
import { ensureWebBuild } from './build-web.ts';

/**
 * Runs a browser bench (`run`) on the app already running at `runningUrl`, or else on a fresh demo
 * organisation: the web app built if needed, and a data folder of its own (`orgdesk-<name>-…`)
 * where the app seeds the demo on its first start (the browser tests' seeded copy comes from their
 * vitest set-up, which a bench run has not), the app stopped and the folder removed afterwards.
 */
export async function onDemoApp(
  name: string,
  runningUrl: string | undefined,
  run: (url: string) => Promise<boolean>,
): Promise<boolean> {
  if (runningUrl) return run(runningUrl);
  ensureWebBuild();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `orgdesk-${name}-`));
  try {
    const app = await startApp({}, { dataDir });
    try {
      return await run(app.url);
    } finally {
      await app.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
