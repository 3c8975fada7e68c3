/**
 * In-app notifications (notifications module).
 * Instants are timestamptz (UTC).
 */
import { sql } from 'drizzle-orm';
import { bigint, index, jsonb, pgTable, timestamp, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';

/**
 * What a person is told of in the app: one row per person and event (the unique key makes the
 * consumer's insert idempotent), newest first, unread until they read it.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: uuid('recipient_id').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    /** The kind a person chooses how to hear of (shared/rules/notifications.ts). */
    kind: varchar('kind', { length: 40 }).notNull(),
    /** The event's type, actor, object and what its sentence needs, as it was then. */
    type: varchar('type', { length: 60 }).notNull(),
    actorId: uuid('actor_id'),
    subjectKind: varchar('subject_kind', { length: 30 }).notNull(),
    subjectId: varchar('subject_id', { length: 64 }).notNull(),
    data: jsonb('data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_recipient_event_key').on(t.recipientId, t.eventId),
    index('notifications_recipient_idx').on(t.recipientId, t.id),
    // The unread tab reads newest first, and the bell counts them, from the unread alone.
    index('notifications_unread_idx')
      .on(t.recipientId, t.id)
      .where(sql`${t.readAt} is null`),
  ],
);
