/**
 * The web app's first load, as a new visitor on a slow connection sees it: Chromium with an empty
 * cache on a slow 4G profile (1.6 Mbps down, 750 kbps up, 150 ms round trip) opens /login, and
 * the bench reports how long until the sign-in form takes input and how much compressed
 * JavaScript went over the wire before that. Budgets: under 3 s and at most 150 KB.
 *
 *   npm run bench -- --first-load [--rounds N]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession } from 'playwright-core';
import { openBrowser, startApp } from '../e2e/harness.ts';
import { ensureWebBuild } from './build-web.ts';

export const FIRST_LOAD_BUDGET = { ms: 3000, scriptKb: 150 };

const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

interface FirstLoad {
  ms: number;
  scriptBytes: number;
  scripts: number;
  totalBytes: number;
}

/** Bytes on the wire (compressed, with headers) per request, by resource type, from CDP. */
function trackTransfers(cdp: CDPSession) {
  const types = new Map<string, string>();
  const done: { type: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (event) => types.set(event.requestId, event.type));
  cdp.on('Network.loadingFinished', (event) =>
    done.push({ type: types.get(event.requestId) ?? 'Other', bytes: event.encodedDataLength }),
  );
  return () => [...done];
}

async function measureOnce(url: string): Promise<FirstLoad> {
  const browser = await openBrowser({ width: 1280, height: 800, standalone: true });
  try {
    const { page } = browser;
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const transfers = trackTransfers(cdp);

    const start = Date.now();
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    // Usable: the e-mail field is on screen and takes typing (the app has started and rendered).
    const email = page.getByLabel('Email');
    await email.waitFor({ state: 'visible', timeout: 60_000 });
    await email.fill('someone@example.com', { timeout: 60_000 });
    const ms = Date.now() - start;

    const seen = transfers();
    const scripts = seen.filter((transfer) => transfer.type === 'Script');
    return {
      ms,
      scriptBytes: scripts.reduce((sum, transfer) => sum + transfer.bytes, 0),
      scripts: scripts.length,
      totalBytes: seen.reduce((sum, transfer) => sum + transfer.bytes, 0),
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs `rounds` cold loads and prints each and their medians against the budgets. */
export async function benchFirstLoad(rounds: number): Promise<boolean> {
  ensureWebBuild();
  // A data folder of its own, where the app seeds the demo organisation on its first start: the
  // browser tests' seeded copy comes from their vitest set-up, which a bench run has not.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'orgdesk-first-load-'));
  try {
    const app = await startApp({}, { dataDir });
    try {
      const runs: FirstLoad[] = [];
      for (let round = 1; round <= rounds; round++) {
        const run = await measureOnce(app.url);
        runs.push(run);
        console.log(
          `round ${round}: usable after ${run.ms} ms; ${run.scripts} scripts, ${(run.scriptBytes / 1024).toFixed(1)} KB of JavaScript, ${(run.totalBytes / 1024).toFixed(1)} KB in all`,
        );
      }
      const ms = median(runs.map((run) => run.ms));
      const scriptKb = median(runs.map((run) => run.scriptBytes)) / 1024;
      const fast = ms < FIRST_LOAD_BUDGET.ms;
      const small = scriptKb <= FIRST_LOAD_BUDGET.scriptKb;
      console.log(
        `first load of /login on slow 4G (median of ${rounds}): usable after ${ms} ms (budget ${FIRST_LOAD_BUDGET.ms} ms) ${fast ? 'OK' : 'OVER'}; ` +
          `${scriptKb.toFixed(1)} KB of compressed JavaScript (budget ${FIRST_LOAD_BUDGET.scriptKb} KB) ${small ? 'OK' : 'OVER'}`,
      );
      return fast && small;
    } finally {
      await app.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}
