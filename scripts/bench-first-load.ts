/**
 * The web app's first load, as a new visitor on a slow connection sees it: Chromium with an empty
 * cache on a slow 4G profile (1.6 Mbps down, 750 kbps up, 150 ms round trip) opens /login, and
 * the bench reports how long until the sign-in form takes input and how much compressed
 * JavaScript went over the wire before that. Budgets: under 3 s and at most 150 KB. Then it signs in
 * as the demo admin and counts what the dashboard fetches until its data has arrived: at most 20
 * requests and 250 KB of compressed JavaScript.
 *
 *   npm run bench -- --first-load [--rounds N]
 */
import type { CDPSession } from 'playwright-core';
import { openBrowser } from '../e2e/harness.ts';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import { onDemoApp } from './bench-demo-app.ts';

/** The demo organisation's admin (scripts/demo-data.ts). */
const DEMO_ADMIN = 'meera.pillai@example.com';

/** The e-mail field's label in each language (web/src/i18n/locales/<lang>/common.json). */
const EMAIL_LABEL: Record<string, string> = { en: 'Email', fr: 'E-mail' };

export const FIRST_LOAD_BUDGET = { ms: 3000, scriptKb: 150, dashboardRequests: 20, dashboardScriptKb: 250 };

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
  /** From the click on Sign in to the dashboard with its data (the demo admin): what it fetched. */
  dashboard: { requests: number; scripts: number; scriptBytes: number; totalBytes: number };
}

/**
 * Bytes on the wire (compressed, with headers) per request, by resource type, from CDP. A script
 * fetched by `<link rel="modulepreload">` has the type Other: it counts as a script by its name.
 */
function trackTransfers(cdp: CDPSession) {
  const types = new Map<string, string>();
  const done: { type: string; url: string; bytes: number }[] = [];
  cdp.on('Network.responseReceived', (event) =>
    types.set(event.requestId, /\.m?js(\?|$)/.test(event.response.url) ? 'Script' : event.type),
  );
  cdp.on('Network.requestWillBeSent', (event) => urls.set(event.requestId, event.request.url));
  const urls = new Map<string, string>();
  cdp.on('Network.loadingFinished', (event) =>
    done.push({
      type: types.get(event.requestId) ?? 'Other',
      url: urls.get(event.requestId) ?? '',
      bytes: event.encodedDataLength,
    }),
  );
  return () => [...done];
}

async function measureOnce(url: string, language: string): Promise<FirstLoad> {
  const browser = await openBrowser({ width: 1280, height: 800, standalone: true });
  try {
    const { page } = browser;
    const cdp = await browser.context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    const transfers = trackTransfers(cdp);
    // The interface language the visitor chose on an earlier visit (i18n.ts LANGUAGE_STORAGE_KEY).
    if (language !== 'en') {
      await page.addInitScript((code) => localStorage.setItem('orgdesk_language', code), language);
    }

    const start = Date.now();
    await page.goto(`${url}/login`, { waitUntil: 'commit' });
    // Usable: the e-mail field is on screen and takes typing (the app has started and rendered).
    const email = page.getByLabel(EMAIL_LABEL[language] ?? 'Email');
    await email.waitFor({ state: 'visible', timeout: 60_000 });
    await email.fill('someone@example.com', { timeout: 60_000 });
    const ms = Date.now() - start;

    const seen = transfers();
    const scripts = seen.filter((transfer) => transfer.type === 'Script');

    // The dashboard after sign-in, with no throttling: what it fetches, not how long it takes.
    await cdp.send('Network.emulateNetworkConditions', {
      ...SLOW_4G,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await email.fill(DEMO_ADMIN);
    await page.locator('input[type=password]').fill(DEMO_PASSWORD);
    // The dashboard's own data is the last thing it asks for: counting stops once it has come.
    const dashboardData = page.waitForResponse((res) => new URL(res.url()).pathname === '/api/v1/dashboard', {
      timeout: 60_000,
    });
    await page.locator('button[type=submit]').click();
    await page.waitForURL(/\/dashboard$/, { timeout: 60_000 });
    await dashboardData;
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    const after = transfers().slice(seen.length);
    if (process.env.BENCH_LIST) for (const t of [...seen, ...after]) console.log(t.type, t.bytes, t.url);
    const afterScripts = after.filter((transfer) => transfer.type === 'Script');
    return {
      ms,
      scriptBytes: scripts.reduce((sum, transfer) => sum + transfer.bytes, 0),
      scripts: scripts.length,
      totalBytes: seen.reduce((sum, transfer) => sum + transfer.bytes, 0),
      dashboard: {
        requests: after.length,
        scripts: afterScripts.length,
        scriptBytes: afterScripts.reduce((sum, transfer) => sum + transfer.bytes, 0),
        totalBytes: after.reduce((sum, transfer) => sum + transfer.bytes, 0),
      },
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** Runs the bench on a fresh data folder, or on the app already running at `runningUrl`. */
export async function benchFirstLoad(rounds: number, runningUrl?: string, language = 'en'): Promise<boolean> {
  return onDemoApp('first-load', runningUrl, (url) => report(rounds, url, language));
}

/** Runs `rounds` cold loads of the app at `url` and prints each and their medians against the budgets. */
async function report(rounds: number, url: string, language: string): Promise<boolean> {
  const runs: FirstLoad[] = [];
  for (let round = 1; round <= rounds; round++) {
    const run = await measureOnce(url, language);
    runs.push(run);
    console.log(
      `round ${round}: usable after ${run.ms} ms; ${run.scripts} scripts, ${(run.scriptBytes / 1024).toFixed(1)} KB of JavaScript, ${(run.totalBytes / 1024).toFixed(1)} KB in all; ` +
        `then the dashboard after sign-in: ${run.dashboard.requests} requests, ${run.dashboard.scripts} scripts, ${(run.dashboard.scriptBytes / 1024).toFixed(1)} KB of JavaScript, ${(run.dashboard.totalBytes / 1024).toFixed(1)} KB in all`,
    );
  }
  const ms = median(runs.map((run) => run.ms));
  const scriptKb = median(runs.map((run) => run.scriptBytes)) / 1024;
  const fast = ms < FIRST_LOAD_BUDGET.ms;
  const small = scriptKb <= FIRST_LOAD_BUDGET.scriptKb;
  const verdict = (ok: boolean) => (ok ? 'OK' : 'OVER');
  console.log(
    `first load of /login on slow 4G (median of ${rounds}): usable after ${ms} ms (budget ${FIRST_LOAD_BUDGET.ms} ms) ${verdict(fast)}; ` +
      `${scriptKb.toFixed(1)} KB of compressed JavaScript (budget ${FIRST_LOAD_BUDGET.scriptKb} KB) ${verdict(small)}`,
  );
  const requests = median(runs.map((run) => run.dashboard.requests));
  const dashboardKb = median(runs.map((run) => run.dashboard.scriptBytes)) / 1024;
  const few = requests <= FIRST_LOAD_BUDGET.dashboardRequests;
  const light = dashboardKb <= FIRST_LOAD_BUDGET.dashboardScriptKb;
  console.log(
    `the dashboard after sign-in (median of ${rounds}): ${requests} requests (budget ${FIRST_LOAD_BUDGET.dashboardRequests}) ${verdict(few)}; ` +
      `${dashboardKb.toFixed(1)} KB of compressed JavaScript (budget ${FIRST_LOAD_BUDGET.dashboardScriptKb} KB) ${verdict(light)}`,
  );
  return fast && small && few && light;
}
