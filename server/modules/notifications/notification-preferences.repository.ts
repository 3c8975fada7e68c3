import { and, eq, inArray, sql } from 'drizzle-orm';
import type { NotificationChannel } from '../../../shared/rules/notifications.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notificationPreferences } from '../../db/schema/notifications.ts';

/** The channels people chose, by person then kind (only where they differ from the default). */
export async function findChosenChannels(
  db: DbOrTx,
  userIds: readonly string[],
): Promise<Map<string, Record<string, NotificationChannel>>> {
  const chosen = new Map<string, Record<string, NotificationChannel>>();
  if (userIds.length === 0) return chosen;
  const rows = await db
    .select()
    .from(notificationPreferences)
    .where(inArray(notificationPreferences.userId, [...new Set(userIds)]));
  for (const row of rows)
    chosen.set(row.userId, { ...chosen.get(row.userId), [row.kind]: row.channel as NotificationChannel });
  return chosen;
}

/** Locks the person's preferences for a change (two saves at once apply one after the other). */
export async function lockChosenChannels(tx: DbOrTx, userId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('notification_preferences'), hashtext(${userId}))`,
  );
}

export async function saveChosenChannels(
  tx: DbOrTx,
  userId: string,
  write: { set: Array<{ kind: string; channel: NotificationChannel }>; clear: string[] },
  at: Date,
): Promise<void> {
  if (write.clear.length > 0)
    await tx
      .delete(notificationPreferences)
      .where(
        and(eq(notificationPreferences.userId, userId), inArray(notificationPreferences.kind, write.clear)),
      );
  if (write.set.length > 0)
    await tx
      .insert(notificationPreferences)
      .values(write.set.map((row) => ({ userId, ...row, updatedAt: at })))
      .onConflictDoUpdate({
        target: [notificationPreferences.userId, notificationPreferences.kind],
        set: { channel: sql`excluded.channel`, updatedAt: sql`excluded.updated_at` },
      });
}
