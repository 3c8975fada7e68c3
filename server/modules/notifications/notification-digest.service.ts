import { todayIn } from '../../../shared/rules/dates.ts';
import { notificationPath, type NotificationKind } from '../../../shared/rules/notifications.ts';
import { formatTaskNumber } from '../../../shared/rules/tasks.ts';
import type { Db } from '../../db/client.ts';
import { dailyDigestMail, type DigestItem } from '../../mail/digest-mails.ts';
import { enqueueMail } from '../mail/mail.service.ts';
import { findPeopleNames, findRecipients } from '../users/users.queries.ts';
import {
  claimDigests,
  claimDigestNotifications,
  pruneDigests,
  recordListed,
  type DigestNotificationRow,
} from './notification-digest.repository.ts';

/**
 * The local hours in which a person's daily digest goes out (their time zone, else the
 * organisation's): from 08:00, and a run missed by an outage catches up until noon; later than
 * that, what waits goes into the next morning's digest rather than an evening mail.
 */
export const DIGEST_HOURS = { from: 8, until: 12 };
/** The most notifications one digest lists; the rest are counted. */
export const DIGEST_MAX_LISTED = 50;
/** How long the record of who had which day's digest is kept. */
const DIGEST_RECORD_DAYS = 60;

/**
 * The object's own name where the notification's data has one: a task's number and name, a
 * holiday's name, whose leave starts tomorrow.
 */
function objectOf(row: DigestNotificationRow): string | null {
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);
  const name = text(row.data?.name);
  if (row.subjectKind === 'task' && name) return `${formatTaskNumber(Number(row.subjectId))} (${name})`;
  if (row.subjectKind === 'holiday') return name;
  if (row.type === 'leave.starting_tomorrow') return text(row.data?.applicantName);
  return null;
}

/**
 * The daily digest (issue 29): to each active person in DIGEST_HOURS of their time zone who has
 * not had today's, one mail in their language listing the notifications they hear of in the
 * digest since their last one, each a link; nothing when there are none. Who had today's digest
 * and which notifications it listed are recorded in the transaction that queues the mails, so a
 * rerun or a second instance sends nothing twice, and a failed run leaves all for the next.
 */
export async function sendDailyDigests(
  db: Db,
  appUrl: string,
  now: Date,
): Promise<{ people: number; notifications: number }> {
  return db.transaction(async (tx) => {
    await pruneDigests(tx, new Date(now.getTime() - DIGEST_RECORD_DAYS * 86_400_000));
    const digests = await claimDigests(tx, now, { period: 'daily', hours: DIGEST_HOURS });
    const rows = await claimDigestNotifications(
      tx,
      digests.map((d) => d.id),
    );
    if (rows.length === 0) return { people: 0, notifications: 0 };
    const byDigest = new Map<number, DigestNotificationRow[]>();
    for (const row of rows) byDigest.set(row.digestId, [...(byDigest.get(row.digestId) ?? []), row]);
    const zones = new Map(digests.map((d) => [d.id, d.timeZone]));
    const people = new Map(
      (await findRecipients(tx, [...new Set(rows.map((r) => r.recipientId))])).map((p) => [p.id, p]),
    );
    const actors = await findPeopleNames(tx, [
      ...new Set(rows.map((r) => r.actorId).filter((id): id is string => !!id)),
    ]);
    let sent = 0;
    for (const [digestId, listed] of byDigest) {
      const person = people.get(listed[0]!.recipientId);
      if (!person) continue;
      const items: DigestItem[] = listed.slice(0, DIGEST_MAX_LISTED).map((row) => ({
        kind: row.kind as NotificationKind,
        actorName: row.actorId ? (actors.get(row.actorId) ?? null) : null,
        object: objectOf(row),
        day: todayIn(zones.get(digestId)!, row.createdAt),
        url: `${appUrl}${notificationPath({ type: row.type, subject: { kind: row.subjectKind, id: row.subjectId } }) ?? '/dashboard'}`,
      }));
      await enqueueMail(
        tx,
        dailyDigestMail({
          to: person.email,
          firstName: person.firstName,
          language: person.language,
          items,
          more: Math.max(0, listed.length - DIGEST_MAX_LISTED),
          settingsUrl: `${appUrl}/settings?tab=notifications`,
        }),
      );
      sent++;
    }
    await recordListed(tx, new Map([...byDigest].map(([id, listed]) => [id, listed.length])));
    return { people: sent, notifications: rows.length };
  });
}
