/**
 * Personal calendar feeds (calendar module): a private iCalendar address per person, revocable.
 * Only the token's hash is kept, as for sessions and links.
 */
import { pgTable, uniqueIndex, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';
import { users } from './users.ts';

export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    /** One feed per person: a new address replaces the old one at once. */
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the address's secret. */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('calendar_feeds_token_hash_unique').on(t.tokenHash)],
);
