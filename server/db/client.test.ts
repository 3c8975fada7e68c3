import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { columnsQuery, openDatabase, queryColumns, queryColumnsTogether, queryRows } from './client.ts';

describe('the embedded database', () => {
  it('keeps its buffer cache at 32 MB, in the memory the app is measured by', async () => {
    const database = await openDatabase({});
    try {
      const [row] = await queryRows<{ value: string }>(
        database.db,
        sql`select current_setting('shared_buffers') as value`,
      );
      expect(row!.value).toBe('32MB');
    } finally {
      await database.close();
    }
  });
});

describe('reads as columns', () => {
  it('answers each read its rows in its order, several reads in one statement', async () => {
    const database = await openDatabase({});
    try {
      const before = database.statementCount();
      const { numbers, empty, mixed } = await queryColumnsTogether(database.db, {
        numbers: columnsQuery<{ n: number; label: string }>(
          ['n', 'label'],
          sql`select n, 'n' || n as label from generate_series(1, 3) n order by n desc`,
        ),
        empty: columnsQuery<{ n: number }>(['n'], sql`select 1 as n where false`),
        mixed: columnsQuery<{ day: string; none: number | null; ids: number[] }>(
          ['day', 'none', 'ids'],
          sql`select '2026-01-31'::date as day, null::int as none, array_to_json(array[4, 5]) as ids`,
        ),
      });
      expect(database.statementCount() - before).toBe(1);
      expect(numbers).toEqual([
        { n: 3, label: 'n3' },
        { n: 2, label: 'n2' },
        { n: 1, label: 'n1' },
      ]);
      expect(empty).toEqual([]);
      expect(mixed).toEqual([{ day: '2026-01-31', none: null, ids: [4, 5] }]);
      expect(await queryColumns(database.db, columnsQuery<{ n: number }>(['n'], sql`select 7 as n`))).toEqual(
        [{ n: 7 }],
      );
    } finally {
      await database.close();
    }
  });
});
