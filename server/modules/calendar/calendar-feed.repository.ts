import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { calendarFeeds } from '../../db/schema/calendar.ts';

/** Whose feed an address's token (by its hash) opens; null when none does. */
export async function findFeedOwner(db: DbOrTx, tokenHash: string): Promise<string | null> {
  const [row] = await db
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.tokenHash, tokenHash));
  return row?.userId ?? null;
}

/** When a person's feed address was made; null without one. */
export async function findFeedCreatedAt(db: DbOrTx, userId: string): Promise<Date | null> {
  const [row] = await db
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row?.createdAt ?? null;
}

/** Gives a person a feed address, replacing the one they had (which stops working with it). */
export async function saveFeed(
  db: DbOrTx,
  feed: { userId: string; tokenHash: string; createdAt: Date },
): Promise<{ replaced: boolean }> {
  const [row] = await db
    .insert(calendarFeeds)
    .values(feed)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { tokenHash: feed.tokenHash, createdAt: feed.createdAt },
    })
    // A row PostgreSQL inserted (rather than updated) has no deleting transaction yet.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  return { replaced: !row?.inserted };
}

/** Ends a person's feed address; false when they had none. */
export async function deleteFeed(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db
    .delete(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId))
    .returning({ userId: calendarFeeds.userId });
  return rows.length > 0;
}
