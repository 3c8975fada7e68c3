import { sql } from 'drizzle-orm';
import { DEFAULT_TIME_ZONE } from '../../../shared/constants.ts';
import { queryRows, type DbOrTx } from '../../db/client.ts';
import { notificationDigests, notifications } from '../../db/schema/notifications.ts';
import { orgTimeZoneSql } from '../org/org.queries.ts';
import { activePeopleZonesSql } from '../users/users.queries.ts';

export interface ClaimedDigest {
  id: number;
  recipientId: string;
  timeZone: string;
  /** The person's local day the digest is for (YYYY-MM-DD). */
  day: string;
}

/** Which digest: its period's name, the local hours it goes out in, and for a weekly one its ISO weekday. */
export interface DigestPeriod {
  period: 'daily' | 'weekly';
  hours: { from: number; until: number };
  /** 1 (Monday) … 7: the day a weekly digest goes out. */
  weekday?: number;
}

/**
 * Decides the digest of every active person whose local time (their time zone, else the
 * organisation's) is within the period's morning hours (and on its weekday) and who has none for
 * their local today: one row each, returned. The unique (person, period, day) key makes a second
 * run, or another instance at the same moment, claim nobody again (its insert waits for the first
 * to commit, then skips).
 */
export async function claimDigests(db: DbOrTx, now: Date, digest: DigestPeriod): Promise<ClaimedDigest[]> {
  const { hours } = digest;
  const at = now.toISOString();
  const rows = await queryRows<ClaimedDigest>(
    db,
    sql`with zoned as (
        select p.id, coalesce(p.time_zone, ${orgTimeZoneSql}, ${DEFAULT_TIME_ZONE}) as tz
        from ${activePeopleZonesSql()} p
      ), local as (
        select id, tz, (${at}::timestamptz at time zone tz) as local_time from zoned
      ), claimed as (
        insert into ${notificationDigests} (recipient_id, period, period_start, listed, created_at)
        select id, ${digest.period}, local_time::date, 0, ${at}::timestamptz from local
        where extract(hour from local_time) >= ${hours.from} and extract(hour from local_time) < ${hours.until}
          ${digest.weekday ? sql`and extract(isodow from local_time) = ${digest.weekday}` : sql``}
        on conflict do nothing
        returning id, recipient_id
      )
      select claimed.id, claimed.recipient_id as "recipientId", local.tz as "timeZone",
        to_char(local.local_time, 'YYYY-MM-DD') as day
      from claimed join local on local.id = claimed.recipient_id
      order by claimed.id`,
  );
  // Identity columns arrive as text or bigint depending on the driver.
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

export interface DigestNotificationRow {
  digestId: number;
  recipientId: string;
  kind: string;
  type: string;
  actorId: string | null;
  subjectKind: string;
  subjectId: string;
  data: Record<string, unknown> | null;
  createdAt: Date;
}

/**
 * Hands each claimed digest the notifications its person is waiting to hear of in a digest (all
 * since their last one): recorded as listed by it and returned, oldest first, in one statement.
 */
export async function claimDigestNotifications(
  db: DbOrTx,
  digestIds: readonly number[],
): Promise<DigestNotificationRow[]> {
  if (digestIds.length === 0) return [];
  const rows = await queryRows<DigestNotificationRow & { createdAt: Date | string }>(
    db,
    sql`update ${notifications} n set digest_id = d.id
      from ${notificationDigests} d
      where d.id = any(${sql.raw(`array[${digestIds.map(Number).join(',')}]::bigint[]`)})
        and n.recipient_id = d.recipient_id and n.in_digest and n.digest_id is null
      returning d.id as "digestId", n.recipient_id as "recipientId", n.kind, n.type,
        n.actor_id as "actorId", n.subject_kind as "subjectKind", n.subject_id as "subjectId",
        n.data, n.created_at as "createdAt", n.id`,
  );
  return rows
    .map((row) => ({ ...row, digestId: Number(row.digestId), createdAt: new Date(row.createdAt) }))
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Records how many notifications each digest listed. */
export async function recordListed(db: DbOrTx, counts: ReadonlyMap<number, number>): Promise<void> {
  for (const [id, listed] of counts)
    await db.execute(sql`update ${notificationDigests} set listed = ${listed} where id = ${id}`);
}

/** Drops digest rows older than `before`: the pending flag, not them, says what a digest still owes. */
export async function pruneDigests(db: DbOrTx, before: Date): Promise<void> {
  await db.execute(
    sql`delete from ${notificationDigests} where created_at < ${before.toISOString()}::timestamptz`,
  );
}
