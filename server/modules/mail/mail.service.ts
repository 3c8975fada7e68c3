import type { DbOrTx } from '../../db/client.ts';
import { countPendingMail, queueMail, queueMails, type OutgoingMail } from './mail.repository.ts';

export type { OutgoingMail };

/**
 * Queues a mail in the transaction that causes it (the outbox); the mail worker delivers it after
 * the commit. The mail module's surface for every other module.
 */
export function enqueueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  return queueMail(tx, mail);
}

/** Queues several mails in one statement (a consumer's page of events), as enqueueMail does one. */
export function enqueueMails(tx: DbOrTx, mails: readonly OutgoingMail[]): Promise<void> {
  return queueMails(tx, mails);
}

/** How many mails wait in the outbox to be delivered (the metrics). */
export function countQueuedMail(db: DbOrTx): Promise<number> {
  return countPendingMail(db);
}

/** The delivery job and the transport it sends through, for the job list and the composition root. */
export { mailDeliveryJob, MAIL_JOB } from './mail.worker.ts';
export type { MailTransport } from './mail.transport.ts';
