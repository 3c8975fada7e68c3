import type { Db } from '../../db/client.ts';
import { claimDueMail, markMailFailed, markMailSent } from './mail.repository.ts';
import type { MailTransport } from './mail.transport.ts';

export const MAX_MAIL_ATTEMPTS = 8;
const BATCH_SIZE = 20;
const LEASE_SECONDS = 300;

/** Seconds before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at one hour. */
export function mailBackoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface MailWorkerLogger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailWorker {
  /** Delivers what is due now; resolves when that pass ends. Safe to call at any time. */
  runOnce(): Promise<void>;
  /** Asks for a pass soon, e.g. right after a mail was queued. */
  nudge(): void;
  stop(): Promise<void>;
}

export function startMailWorker(options: {
  db: Db;
  transport: MailTransport;
  logger: MailWorkerLogger;
  intervalMs?: number;
}): MailWorker {
  const { db, transport, logger } = options;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  async function pass(): Promise<void> {
    for (;;) {
      const batch = await claimDueMail(db, BATCH_SIZE, LEASE_SECONDS);
      for (const mail of batch) {
        try {
          await transport.send(mail);
          await markMailSent(db, mail.id);
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          const retry = mail.attempts >= MAX_MAIL_ATTEMPTS ? null : mailBackoffSeconds(mail.attempts);
          logger.warn(
            { mailId: mail.id, attempts: mail.attempts, retryInSeconds: retry, err: message },
            'mail delivery failed',
          );
          await markMailFailed(db, mail.id, message, retry);
        }
      }
      if (batch.length < BATCH_SIZE || stopped) return;
    }
  }

  function runOnce(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      do {
        again = false;
        try {
          await pass();
        } catch (err) {
          logger.error({ err }, 'mail worker pass failed');
        }
      } while (again && !stopped);
    })().finally(() => {
      running = null;
    });
    return running;
  }

  const timer = setInterval(() => void runOnce(), options.intervalMs ?? 5000);
  timer.unref();

  return {
    runOnce,
    nudge: () => {
      if (!stopped) setImmediate(() => void runOnce());
    },
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
      transport.close();
    },
  };
}
