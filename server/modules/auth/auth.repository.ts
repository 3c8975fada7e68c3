import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rateLimits, sessions, userTokens } from '../../db/schema/auth.ts';

// --- sessions ----------------------------------------------------------------------------------

export async function insertSession(
  tx: DbOrTx,
  session: {
    idHash: string;
    userId: string;
    expiresAt: Date;
    now: Date;
    ipAddress: string;
    userAgent: string;
  },
): Promise<void> {
  await tx.insert(sessions).values({
    idHash: session.idHash,
    userId: session.userId,
    createdAt: session.now,
    lastSeenAt: session.now,
    expiresAt: session.expiresAt,
    ipAddress: session.ipAddress.slice(0, 64),
    userAgent: session.userAgent.slice(0, 300),
  });
}

export async function findLiveSession(db: DbOrTx, idHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.idHash, idHash), gt(sessions.expiresAt, now)));
  return row ?? null;
}

export async function extendSession(db: DbOrTx, idHash: string, now: Date, expiresAt: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: now, expiresAt }).where(eq(sessions.idHash, idHash));
}

/** Deletes a session; answers whose it was and until when it ran, or null when there was none. */
export async function deleteSession(
  db: DbOrTx,
  idHash: string,
): Promise<{ userId: string; expiresAt: Date } | null> {
  const [row] = await db
    .delete(sessions)
    .where(eq(sessions.idHash, idHash))
    .returning({ userId: sessions.userId, expiresAt: sessions.expiresAt });
  return row ?? null;
}

/** Ends every session of a user. */
export async function deleteUserSessions(db: DbOrTx, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

// --- link tokens -------------------------------------------------------------------------------

export type LinkPurpose = (typeof userTokens.$inferSelect)['purpose'];

/** Stores a new link and retires every earlier unused link of the same purpose for that user. */
export async function insertLinkToken(
  tx: DbOrTx,
  token: { userId: string; purpose: LinkPurpose; tokenHash: string; now: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(userTokens)
    .set({ consumedAt: token.now })
    .where(
      and(
        eq(userTokens.userId, token.userId),
        eq(userTokens.purpose, token.purpose),
        isNull(userTokens.consumedAt),
      ),
    );
  await tx.insert(userTokens).values({
    userId: token.userId,
    purpose: token.purpose,
    tokenHash: token.tokenHash,
    createdAt: token.now,
    expiresAt: token.expiresAt,
  });
}

export async function findLinkToken(db: DbOrTx, tokenHash: string) {
  const [row] = await db.select().from(userTokens).where(eq(userTokens.tokenHash, tokenHash));
  return row ?? null;
}

/** Uses a link once. False when another request used it first. */
export async function consumeLinkToken(tx: DbOrTx, id: string, now: Date): Promise<boolean> {
  const used = await tx
    .update(userTokens)
    .set({ consumedAt: now })
    .where(and(eq(userTokens.id, id), isNull(userTokens.consumedAt)))
    .returning({ id: userTokens.id });
  return used.length === 1;
}

// --- throttling counters -----------------------------------------------------------------------

export interface Counter {
  count: number;
  resetAt: Date;
}

/** Adds one to a fixed-window counter, starting a new window when the old one has ended. */
export async function incrementCounter(
  db: DbOrTx,
  key: string,
  windowSeconds: number,
  now: Date,
): Promise<Counter> {
  const resetAt = new Date(now.getTime() + windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, count: 1, resetAt })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= ${now.toISOString()}::timestamptz then ${resetAt.toISOString()}::timestamptz else ${rateLimits.resetAt} end`,
      },
    })
    .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt });
  return row!;
}

/** The counter's current value, or zero when its window has ended. */
export async function readCounter(db: DbOrTx, key: string, now: Date): Promise<Counter | null> {
  const [row] = await db
    .select({ count: rateLimits.count, resetAt: rateLimits.resetAt })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
  return row ?? null;
}

export async function clearCounter(db: DbOrTx, key: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, key));
}
