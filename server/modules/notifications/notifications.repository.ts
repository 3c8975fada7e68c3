import { and, asc, count, desc, eq, gt, isNull, lte, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { notifications } from '../../db/schema/notifications.ts';

export type NotificationInsert = typeof notifications.$inferInsert;
export type NotificationRow = typeof notifications.$inferSelect;

/** One statement for an event's notifications; a second delivery of the event adds none. */
export async function insertNotifications(tx: DbOrTx, rows: NotificationInsert[]): Promise<void> {
  if (rows.length > 0) await tx.insert(notifications).values(rows).onConflictDoNothing();
}

export async function findNotificationPage(
  db: DbOrTx,
  recipientId: string,
  page: { offset: number; limit: number; unreadOnly: boolean },
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        page.unreadOnly ? isNull(notifications.readAt) : undefined,
      ),
    )
    .orderBy(desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
}

/** How many of the person's notifications there are (or unread), counted up to `cap` + 1. */
export async function countNotifications(
  db: DbOrTx,
  recipientId: string,
  unreadOnly: boolean,
  cap = Number.MAX_SAFE_INTEGER - 1,
): Promise<number> {
  const matching = db
    .select({ one: sql`1` })
    .from(notifications)
    .where(
      and(eq(notifications.recipientId, recipientId), unreadOnly ? isNull(notifications.readAt) : undefined),
    )
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** Marks one of the person's notifications read; false when it is not theirs (or does not exist). */
export async function markRead(db: DbOrTx, recipientId: string, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`coalesce(${notifications.readAt}, ${at.toISOString()}::timestamptz)` })
    .where(and(eq(notifications.id, id), eq(notifications.recipientId, recipientId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

/** Marks read every unread notification of the person up to `upToId` (what their list showed). */
export async function markAllRead(
  db: DbOrTx,
  recipientId: string,
  upToId: number | null,
  at: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: at })
    .where(
      and(
        eq(notifications.recipientId, recipientId),
        isNull(notifications.readAt),
        upToId === null ? undefined : lte(notifications.id, upToId),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** The person's notifications after `afterId`, oldest first (what a stream has not sent yet). */
export async function findNotificationsAfter(
  db: DbOrTx,
  recipientId: string,
  afterId: number,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.recipientId, recipientId), gt(notifications.id, afterId)))
    .orderBy(asc(notifications.id))
    .limit(limit);
}

/** The newest notification's id of the person (0 for none). */
export async function findLatestNotificationId(db: DbOrTx, recipientId: string): Promise<number> {
  const [row] = await db
    .select({ id: max(notifications.id) })
    .from(notifications)
    .where(eq(notifications.recipientId, recipientId));
  return Number(row?.id ?? 0);
}
