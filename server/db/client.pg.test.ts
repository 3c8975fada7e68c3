/**
 * PostgreSQL only (npm run test:pg): each statement with parameters is prepared once on a
 * connection and then only bound and executed.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { queryRows } from './client.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

describe('statements on PostgreSQL', () => {
  it('are prepared once per connection and run again from there', async () => {
    const prepared = await t.database.db.transaction(async (tx) => {
      for (const n of [1, 2, 3]) {
        expect(await queryRows(tx, sql`select ${n}::int + 1 as n, 'prepared-check' as tag`)).toEqual([
          { n: n + 1, tag: 'prepared-check' },
        ]);
      }
      return queryRows<{ statement: string }>(
        tx,
        sql`select statement from pg_prepared_statements where statement like '%prepared-check%' and name like 'orgdesk_%'`,
      );
    });
    expect(prepared).toHaveLength(1);
  });

  it('leaves a pattern match unprepared, so it is planned for its pattern', async () => {
    const prepared = await t.database.db.transaction(async (tx) => {
      for (let i = 0; i < 3; i++)
        await queryRows(tx, sql`select ${'pattern-check'} ilike ${'%check%'} as hit`);
      return queryRows(tx, sql`select name from pg_prepared_statements where statement like '%ilike%'`);
    });
    expect(prepared).toEqual([]);
  });

  it('still runs several statements without parameters in one go', async () => {
    await t.database.db.execute(sql.raw('create temporary table several (n int); drop table several'));
  });
});
