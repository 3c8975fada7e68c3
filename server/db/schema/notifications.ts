/**
 * In-app notifications (notifications module).
 * Instants are timestamptz (UTC).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

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
    /** The person hears of its kind in the daily digest (their channel when it was written). */
    inDigest: boolean('in_digest').notNull().default(false),
    /** The digest that listed it; null while it waits for the next one. */
    digestId: bigint('digest_id', { mode: 'number' }),
  },
  (t) => [
    uniqueIndex('notifications_recipient_event_key').on(t.recipientId, t.eventId),
    index('notifications_recipient_idx').on(t.recipientId, t.id),
    // The unread tab reads newest first, and the bell counts them, from the unread alone.
    index('notifications_unread_idx')
      .on(t.recipientId, t.id)
      .where(sql`${t.readAt} is null`),
    index('notifications_digest_pending_idx')
      .on(t.recipientId, t.id)
      .where(sql`${t.inDigest} and ${t.digestId} is null`),
  ],
);

/**
 * How a person hears of a kind of notification (shared/rules/notifications.ts), kept only where
 * they chose other than the kind's default: a default changed later reaches everyone who kept it.
 */
export const notificationPreferences = pgTable(
  'notification_preferences',
  {
    userId: uuid('user_id').notNull(),
    kind: varchar('kind', { length: 40 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.kind] })],
);

/**
 * One digest mail decided per person and period (a day in their time zone): the unique key makes
 * a second run, or a second instance, decide nothing again. Kept when empty too (no mail then), so
 * that the day is decided once, in the morning.
 */
export const notificationDigests = pgTable(
  'notification_digests',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    recipientId: uuid('recipient_id').notNull(),
    /** 'daily' (the weekly manager digest would be another period). */
    period: varchar('period', { length: 10 }).notNull(),
    /** The first day of the period, in the person's time zone. */
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    /** How many notifications it listed; 0: nothing was sent. */
    listed: integer('listed').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('notification_digests_period_key').on(t.recipientId, t.period, t.periodStart),
    index('notification_digests_created_idx').on(t.createdAt),
  ],
);
