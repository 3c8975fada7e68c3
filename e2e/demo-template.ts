/**
 * The browser tests' global set-up: the built app started once on an empty data folder, which
 * it fills with the demo organisation, and stopped. Each test file's app starts on a copy of that
 * folder (see startApp in ./harness.ts).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startApp } from './harness.ts';

export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-e2e-demo-'));
  const app = await startApp({}, { dataDir });
  await app.stop();
  // The lock's pid file names a process that is gone; the copies start without it.
  fs.rmSync(path.join(dataDir, 'orgdesk.pid'), { force: true });
  project.provide('demoDataDir', dataDir);
  return () => fs.rmSync(dataDir, { recursive: true, force: true });
}
