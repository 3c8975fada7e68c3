/**
 * Idempotency keys (server/lib's idempotency plugin).
 * Instants are timestamptz (UTC); calendar days are date.
 */
import {
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

export const idempotencyState = pgEnum('idempotency_state', ['running', 'done']);

/**
 * The first answer to a create request sent with an Idempotency-Key header, so that a repeat of
 * it (a double click, a retry after a lost answer) gets that answer instead of a second effect.
 * The unique (scope, key) index is what lets only one of two concurrent requests run. Rows go
 * after 24 hours (the idempotency-key-expiry job).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who sent it (a user, or the client address when anonymous), the method and the route. */
    scope: varchar('scope', { length: 400 }).notNull(),
    key: varchar('key', { length: 255 }).notNull(),
    /** sha256 (hex) of the method, route, parameters and canonical JSON body. */
    fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
    state: idempotencyState('state').notNull().default('running'),
    responseStatus: integer('response_status'),
    /** The serialized JSON body as it was sent. */
    responseBody: text('response_body'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('idempotency_keys_scope_key').on(t.scope, t.key),
    index('idempotency_keys_created_idx').on(t.createdAt),
  ],
);
