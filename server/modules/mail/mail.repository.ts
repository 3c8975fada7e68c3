import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { mailOutbox } from '../../db/schema/mail.ts';

export interface OutgoingMail {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** Queues a mail. Call it with the transaction of the change that causes the mail. */
export function queueMail(tx: DbOrTx, mail: OutgoingMail): Promise<void> {
  return queueMails(tx, [mail]);
}

/** Queues mails, in one statement. Call it with the transaction of the change that causes them. */
export async function queueMails(tx: DbOrTx, mails: readonly OutgoingMail[]): Promise<void> {
  if (mails.length === 0) return;
  await tx.insert(mailOutbox).values(
    mails.map((mail) => ({
      kind: mail.kind,
      toAddress: mail.to,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
    })),
  );
}

/**
 * Takes up to `limit` due mails and leases them for `leaseSeconds`, so another instance's worker
 * skips them meanwhile. A worker that dies mid-send leaves the lease to expire and the mail is retried.
 */
export async function claimDueMail(db: Db, limit: number, leaseSeconds: number): Promise<OutboxRow[]> {
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
      .orderBy(mailOutbox.nextAttemptAt)
      .limit(limit)
      .for('update', { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(
        inArray(
          mailOutbox.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

export async function markMailSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Records a failed attempt: retried after `retryInSeconds`, or given up when that is null. */
export async function markMailFailed(
  db: Db,
  id: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      retryInSeconds === null
        ? { status: 'failed', lastError: error.slice(0, 2000) }
        : {
            lastError: error.slice(0, 2000),
            nextAttemptAt: sql`now() + make_interval(secs => ${retryInSeconds})`,
          },
    )
    .where(eq(mailOutbox.id, id));
}

/** Mails waiting to be delivered (the metrics' queue depth); mail_outbox_due_idx counts them. */
export async function countPendingMail(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(eq(mailOutbox.status, 'pending'));
  return Number(row?.n ?? 0);
}
