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

  it('keeps the pending list of every GIN index short, so that no search reads through thousands of entries', async () => {
    const rows = await queryRows<{ name: string; options: string[] | null }>(
      t.database.db,
      sql`select i.relname as name, i.reloptions as options
        from pg_index x join pg_class i on i.oid = x.indexrelid join pg_am a on a.oid = i.relam
        where a.amname = 'gin' order by 1`,
    );
    expect(rows.map((r) => r.name)).toEqual(
      expect.arrayContaining([
        'tasks_name_search_idx',
        'users_full_name_idx',
        'leave_applications_reason_search_idx',
      ]),
    );
    for (const row of rows) expect(row.options, row.name).toContain('gin_pending_list_limit=64');
  });
});
