import type { Db } from '../../db/client.ts';
import type { JobDefinition } from '../../lib/scheduler.ts';
import { claimDueMail, markMailFailed, markMailSent } from './mail.repository.ts';
import type { MailTransport } from './mail.transport.ts';

export const MAX_MAIL_ATTEMPTS = 8;
export const MAIL_JOB = 'mail-delivery';
const BATCH_SIZE = 20;
const LEASE_SECONDS = 300;

/** Seconds before attempt `attempts + 1`: 30 s, 1 min, 2 min … capped at one hour. */
export function mailBackoffSeconds(attempts: number): number {
  return Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));
}

export interface MailWorkerLogger {
  warn(obj: object, msg: string): void;
}

/**
 * Delivers the mail that is due, batch after batch. Mails are leased as they are claimed, so
 * passes on several instances at once never send one twice; a failed mail is retried later with
 * backoff and given up after MAX_MAIL_ATTEMPTS.
 */
export async function deliverDueMail(
  db: Db,
  transport: MailTransport,
  logger: MailWorkerLogger,
): Promise<{ sent: number; failed: number }> {
  const counts = { sent: 0, failed: 0 };
  for (;;) {
    const batch = await claimDueMail(db, BATCH_SIZE, LEASE_SECONDS);
    for (const mail of batch) {
      try {
        await transport.send(mail);
        await markMailSent(db, mail.id);
        counts.sent++;
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        const retry = mail.attempts >= MAX_MAIL_ATTEMPTS ? null : mailBackoffSeconds(mail.attempts);
        logger.warn(
          { mailId: mail.id, attempts: mail.attempts, retryInSeconds: retry, err },
          'mail delivery failed',
        );
        await markMailFailed(db, mail.id, message, retry);
        counts.failed++;
      }
    }
    if (batch.length < BATCH_SIZE) return counts;
  }
}

/**
 * The outbox's delivery as a scheduled job: every 15 seconds on whichever instance claims the
 * period, and at once in the instance that queued a mail (the app triggers it).
 */
export function mailDeliveryJob(options: {
  db: Db;
  transport: MailTransport;
  logger: MailWorkerLogger;
}): JobDefinition {
  return {
    name: MAIL_JOB,
    description: 'Delivers queued e-mail (invitations, password resets, notifications), retrying failures.',
    schedule: '*/15 * * * * *',
    leaseSeconds: LEASE_SECONDS,
    keepRuns: 240,
    run: async () => {
      const { sent, failed } = await deliverDueMail(options.db, options.transport, options.logger);
      return `${sent} sent, ${failed} failed`;
    },
  };
}
