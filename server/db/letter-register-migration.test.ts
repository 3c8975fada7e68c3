/**
 * Migration 0019 (the letters' register) on a database holding letters issued before it, whose
 * references followed the request id: each keeps the reference printed on its paper and takes the
 * number it prints in the register, so the next letter of the year continues after the highest.
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../test/test-database.ts';
import { queryRows } from './client.ts';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.destroy());

const MIGRATION = new URL('./migrations/0019_letter_register.sql', import.meta.url);

/** The letter_requests table as migration 0018 left it. */
async function backTo0018() {
  await t.database.db.execute(sql`alter table letter_requests
    drop constraint letter_requests_issued_whole,
    drop constraint letter_requests_register_number,
    drop column register_year,
    drop column register_number,
    add constraint letter_requests_issued_whole check ((status = 'issued') =
      (verification_code is not null and file_key is not null and reference_number is not null))`);
}

describe('migration 0019, the letters’ register', () => {
  it('keeps the references of the letters already issued and registers the numbers they print', async () => {
    const db = t.database.db;
    await backTo0018();
    const person = await createUser(db, { email: 'eve@example.com' });
    /** id, status, reference as the old code wrote it (LTR/year/request id), when issued. */
    const letters: [number, string, string | null, string | null][] = [
      [1, 'issued', 'LTR/2026/000001', '2026-01-05T10:00:00Z'],
      [2, 'issued', 'LTR/2025/000002', '2025-12-20T10:00:00Z'],
      [3, 'issued', 'LTR/2026/000003', '2026-01-02T10:00:00Z'],
      [4, 'rejected', null, '2026-01-03T10:00:00Z'],
      [5, 'requested', null, null],
      [6, 'issued', 'LTR/2026/000006', '2026-02-01T10:00:00Z'],
    ];
    for (const [id, status, reference, decidedAt] of letters)
      await db.execute(sql`insert into letter_requests
          (id, user_id, type, status, reference_number, verification_code, file_key, decided_at)
        overriding system value
        values (${id}, ${person.id}, 'experience', ${status}, ${reference},
          ${reference && `CODE${id}`}, ${reference && `letters/${id}.pdf`}, ${decidedAt})`);

    for (const statement of fs.readFileSync(MIGRATION, 'utf8').split('--> statement-breakpoint'))
      await db.execute(sql.raw(statement));

    const rows = await queryRows<{
      id: number;
      year: number | null;
      number: number | null;
      ref: string | null;
    }>(
      db,
      sql`select id, register_year as year, register_number as number, reference_number as ref
        from letter_requests order by id`,
    );
    expect(rows).toEqual([
      { id: 1, year: 2026, number: 1, ref: 'LTR/2026/000001' },
      { id: 2, year: 2025, number: 2, ref: 'LTR/2025/000002' },
      { id: 3, year: 2026, number: 3, ref: 'LTR/2026/000003' },
      { id: 4, year: null, number: null, ref: null },
      { id: 5, year: null, number: null, ref: null },
      { id: 6, year: 2026, number: 6, ref: 'LTR/2026/000006' },
    ]);
  });
});
