import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { queryRows } from './client.ts';
import { applyMigrations } from './migrate.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('migrations', () => {
  it('can be applied again and by instances starting together, without error or duplicates', async () => {
    await Promise.all([applyMigrations(t.database, t.url), applyMigrations(t.database, t.url)]);
    const [applied] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    const journal = (await import('./migrations/meta/_journal.json', { with: { type: 'json' } })).default;
    expect(applied!.n).toBe(journal.entries.length);
  });

  it('creates the tables the app needs', async () => {
    const rows = await queryRows<{ table_name: string }>(
      t.database.db,
      sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
    );
    const tables = rows.map((r) => r.table_name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'sessions', 'user_tokens', 'mail_outbox', 'rate_limits']),
    );
  });
});
