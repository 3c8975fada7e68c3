/**
 * Starts Orgdesk: opens the database (embedded PGlite, or PostgreSQL with DATABASE_URL), applies
 * migrations, sets up the organisation on first run, starts the scheduled jobs (mail delivery
 * among them) and serves the app.
 */
import path from 'node:path';
import { DEMO_PASSWORD } from '../shared/constants.ts';
import { sendFirstDemoDigests } from '../scripts/demo-activity.ts';
import { setUpOnFirstRun, type FirstRunResult } from '../scripts/demo-data.ts';
import { buildApp, createAppContext, createAppMetrics } from './app.ts';
import { loadConfig, type AppConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { applyMigrations } from './db/migrate.ts';
import { inviteAccountByEmail } from './modules/auth/auth-links.service.ts';
import { createAppScheduler, runConsumersOnNewEvents, type AppScheduler } from './jobs/app-jobs.ts';
import { IN_APP_NOTIFICATIONS_CONSUMER } from './modules/notifications/notifications.service.ts';
import { warmReverseGeocoder } from './modules/attendance/reverse-geocoder.ts';
import { handleProcessFaults } from './lib/process-faults.ts';
import { countingStorageErrors } from './lib/metrics.ts';
import { startMetricsServer } from './lib/metrics.plugin.ts';
import { copyForBackup } from './lib/backup.ts';
import { startControlSocket } from './lib/control-socket.ts';
import { openStorage } from './lib/open-storage.ts';
import { createMailTransport } from './modules/mail/mail.transport.ts';
import { MAIL_JOB } from './modules/mail/mail.worker.ts';

const SHUTDOWN_GRACE_MS = 10_000;

export async function main(): Promise<void> {
  const config = loadConfig();
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      console.error(`Orgdesk cannot start: ${err.message}`);
      process.exit(1);
    }
    throw err;
  }
  await applyMigrations(database, config.databaseUrl);
  const metrics = createAppMetrics(database);
  const storage = countingStorageErrors(await openStorage(config), metrics);
  const firstRun = await setUpOnFirstRun(database.db, config, storage);

  let scheduler: AppScheduler | null = null;
  /** Set by SIGTERM or SIGINT: readiness fails while the instance drains. */
  let closing = false;
  const nudgeMail = () => void scheduler?.trigger(MAIL_JOB);
  const app = await buildApp({
    database,
    config,
    logger: { level: config.logLevel },
    nudgeMail,
    storage,
    scheduler: () => scheduler,
    metrics,
    draining: () => closing,
  });
  const transport = createMailTransport({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    mailDir: path.join(config.dataDir, 'mail'),
    logger: app.log,
  });
  scheduler = createAppScheduler({
    db: database.db,
    storage,
    transport,
    logger: app.log,
    appUrl: config.appUrl,
    onRunEnded: metrics.observeJobRun,
  });
  if (firstRun.kind === 'admin') {
    await inviteAccountByEmail(
      createAppContext({ database, config, logger: app.log, nudgeMail, storage }),
      firstRun.email,
    );
  }
  scheduler.start();
  runConsumersOnNewEvents(database.changes, scheduler);
  nudgeMail();
  if (firstRun.kind === 'demo') {
    const jobs = scheduler;
    sendFirstDemoDigests(database.db, config.appUrl, () => jobs.trigger(IN_APP_NOTIFICATIONS_CONSUMER))
      .then(nudgeMail)
      .catch((err: unknown) => app.log.error({ err }, 'the demo digests failed'));
  }

  let metricsServer: { close: () => Promise<void> } | null = null;
  let controlSocket: { close: () => Promise<void> } | null = null;
  const shutdown = async (signal: string, exitCode = 0) => {
    if (closing) {
      console.error(`${signal} again: stopping now.`);
      process.exit(1);
    }
    closing = true;
    const drainMs = signal === 'uncaughtException' ? 0 : config.drainSeconds * 1000;
    app.log.info({ signal, drainSeconds: drainMs / 1000 }, 'shutting down');
    const force = setTimeout(() => {
      console.error('Shutdown took too long: stopping now.');
      process.exit(1);
    }, drainMs + SHUTDOWN_GRACE_MS);
    force.unref();
    try {
      // Readiness fails from now on; requests are still served until the balancer has noticed.
      if (drainMs > 0) await new Promise((resolve) => setTimeout(resolve, drainMs));
      await app.close();
      await metricsServer?.close();
      await controlSocket?.close();
      await scheduler.stop();
      transport.close();
      await database.close();
      process.exit(exitCode);
    } catch (err) {
      console.error('Error while shutting down', err);
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Before this point a failure stops the start-up (Node prints its stack and exits 1).
  handleProcessFaults(app.log, (exitCode) => void shutdown('uncaughtException', exitCode));

  await app.listen({ port: config.port, host: config.host });
  if (config.metricsPort)
    metricsServer = await startMetricsServer(metrics, { port: config.metricsPort, host: config.host });
  // The embedded database's folder is locked to this process: `npm run backup` asks it to write one.
  if (database.engine === 'pglite') {
    const running = database;
    controlSocket = await startControlSocket(
      config.dataDir,
      { backup: (to) => copyForBackup({ database: running, storage, to }) },
      app.log,
    );
  }
  printBanner(config, database.engine, firstRun);
  // The offline geocoder's index (about a quarter of a second to build) is ready before the first
  // person's top bar asks where they are.
  setImmediate(warmReverseGeocoder);
}

function printBanner(config: AppConfig, engine: string, firstRun: FirstRunResult): void {
  const lines = [
    '',
    `Orgdesk is running at ${config.appUrl}`,
    `Database: ${engine === 'pglite' ? `embedded (${config.dataDir})` : 'PostgreSQL'}`,
    `Mail: ${config.smtpUrl ? 'SMTP' : `written to ${path.join(config.dataDir, 'mail')} (set SMTP_URL to send)`}`,
  ];
  if (firstRun.kind === 'demo') {
    lines.push('', `Demo organisation created. Every demo account uses the password ${DEMO_PASSWORD}:`);
    for (const a of firstRun.accounts)
      lines.push(`  ${a.email.padEnd(28)} ${a.name} — ${a.role}, ${a.designation}`);
  } else if (firstRun.kind === 'existing' && firstRun.demo) {
    lines.push('', `Demo accounts (e.g. admin@example.com) use the password ${DEMO_PASSWORD}.`);
  } else if (firstRun.kind === 'admin') {
    lines.push('', `Administrator ${firstRun.email} created: the invitation link is in the mail log above.`);
  } else if (firstRun.kind === 'none') {
    lines.push(
      '',
      'No accounts yet: restart with ADMIN_EMAIL=you@example.com to create the first administrator.',
    );
  }
  console.log(lines.join('\n') + '\n');
}

await main();
