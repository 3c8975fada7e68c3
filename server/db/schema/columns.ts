import { timestamp } from 'drizzle-orm/pg-core';

/** The created and updated instants most tables keep. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * The storage of the search's GIN indexes (trigrams, words). A GIN index keeps new entries in a
 * pending list that every search reads through, one by one, until a vacuum or a list past
 * `gin_pending_list_limit` (4 MB by default) moves them into the index. The embedded database has
 * no autovacuum: at a million tasks the lists held 300–500 pages, and a search of people's names
 * read 170 of them in 34 ms where the index itself answered in 0.1 ms. At 64 kB the list is
 * moved into the index every few dozen writes, and a search reads at most 8 pages of it.
 */
export const SEARCH_INDEX_STORAGE = { gin_pending_list_limit: 64 } as const;
