import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from './client.ts';

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
