/**
 * The browser tests' global set-up: the built app started once on an empty data folder, which
 * it fills with the demo organisation, and stopped. Each test file's app starts on a copy of that
 * folder (see startApp in ./harness.ts). It also launches the one chromium that every file
 * connects to for contexts of its own (see openBrowser), closed at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, startApp } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const [dataDir, browserServer] = await Promise.all([
    seedDemo(),
    chromium.launchServer({
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      headless: true,
      args: CHROMIUM_ARGS,
      host: '127.0.0.1',
    }),
  ]);
  project.provide('demoDataDir', dataDir);
  project.provide('chromiumEndpoint', browserServer.wsEndpoint());
  return async () => {
    await browserServer.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

async function seedDemo(): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-e2e-demo-'));
  const app = await startApp({}, { dataDir });
  await app.stop();
  // The lock's pid file names a process that is gone; the copies start without it.
  fs.rmSync(path.join(dataDir, 'orgdesk.pid'), { force: true });
  return dataDir;
}
