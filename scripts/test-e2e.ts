/**
 * `npm run test:e2e`: browser tests against the built app. Needs Debian's chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium). Each test file starts its own server on a free port
 * with a fresh data folder and a local SMTP server that catches the mail.
 */
import fs from 'node:fs';
import { ensureWebBuild } from './build-web.ts';
import { runVitest } from './run-vitest.ts';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
ensureWebBuild();
runVitest(['--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)], { CHROMIUM_PATH: chromium });
