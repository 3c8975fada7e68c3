/**
 * `npm run test:e2e`: browser tests against the built app. Needs Debian's chromium
 * (CHROMIUM_PATH, default /usr/bin/chromium), and for e2e/cluster.e2e.ts HAProxy and a PostgreSQL
 * server (PG_ADMIN_URL). Each test file starts its own server on a free port with a fresh data
 * folder and a local SMTP server that catches the mail; the cluster's file starts its own set.
 */
import fs from 'node:fs';
import { ensureWebBuild } from './build-web.ts';
import { runVitest, vitestStatus } from './run-vitest.ts';

const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  console.error(`Chromium not found at ${chromium}. Install it with: apt-get install -y chromium`);
  process.exit(1);
}
ensureWebBuild();
const args = process.argv.slice(2);
const env = { CHROMIUM_PATH: chromium };
if (args.length > 0) runVitest(['--config', 'vitest.e2e.config.ts', ...args], env);
// The cluster's file (two instances, HAProxy, PostgreSQL and a load of requests) runs alone after
// the others: beside another file it would take most of the machine from it.
const CLUSTER = 'e2e/cluster.e2e.ts';
const others = vitestStatus(['--config', 'vitest.e2e.config.ts', '--exclude', CLUSTER], env);
const cluster = vitestStatus(['--config', 'vitest.e2e.config.ts', CLUSTER], env);
process.exit(others || cluster);
