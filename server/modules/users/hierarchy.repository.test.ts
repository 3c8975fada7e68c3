import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.ts';
import { users } from '../../db/schema.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import { findSubtreeIds, isInSubtree } from './hierarchy.repository.ts';

/**
 * The closure table (migration 0003) is kept by a trigger on users: these tests change the tree
 * the way the app does (insert, change of manager) and check what the lookups answer.
 *
 *   ceo ── a ── a1 ── a11
 *      └─ b ── b1
 */
let t: TestDatabase;
const ids = {} as Record<'ceo' | 'a' | 'a1' | 'a11' | 'b' | 'b1', string>;

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.database.db;
  const mk = async (name: keyof typeof ids, managerId: string | null) => {
    ids[name] = (await createUser(db, { firstName: name, managerId })).id;
  };
  await mk('ceo', null);
  await mk('a', ids.ceo);
  await mk('a1', ids.a);
  await mk('a11', ids.a1);
  await mk('b', ids.ceo);
  await mk('b1', ids.b);
});
afterAll(() => t.destroy());

const sorted = (values: string[]) => [...values].sort();
const setManager = (id: string, managerId: string | null) =>
  t.database.db.update(users).set({ reportingManagerId: managerId }).where(eq(users.id, id));

describe('the reporting tree lookups', () => {
  it('answer a person and everyone below them, at any depth', async () => {
    const db = t.database.db;
    expect(sorted(await findSubtreeIds(db, ids.a))).toEqual(sorted([ids.a, ids.a1, ids.a11]));
    expect(sorted(await findSubtreeIds(db, ids.ceo))).toHaveLength(6);
    expect(await isInSubtree(db, ids.ceo, ids.a11)).toBe(true);
    expect(await isInSubtree(db, ids.b, ids.a11)).toBe(false);
    expect(await isInSubtree(db, ids.a11, ids.a11)).toBe(true);
  });

  it('follow a change of manager, which takes the whole team along', async () => {
    const db = t.database.db;
    await setManager(ids.a1, ids.b1);
    expect(sorted(await findSubtreeIds(db, ids.b))).toEqual(sorted([ids.b, ids.b1, ids.a1, ids.a11]));
    expect(sorted(await findSubtreeIds(db, ids.a))).toEqual([ids.a]);
    expect(await isInSubtree(db, ids.a, ids.a11)).toBe(false);
    const depth = await queryRows<{ depth: number }>(
      db,
      sql`select depth from user_closure where ancestor_id = ${ids.ceo} and descendant_id = ${ids.a11}`,
    );
    expect(depth).toEqual([{ depth: 4 }]);
    await setManager(ids.a1, ids.a);
    expect(sorted(await findSubtreeIds(db, ids.a))).toEqual(sorted([ids.a, ids.a1, ids.a11]));
  });

  it('treat someone without a manager as the top of their own tree', async () => {
    const db = t.database.db;
    await setManager(ids.b, null);
    expect(await isInSubtree(db, ids.ceo, ids.b1)).toBe(false);
    expect(sorted(await findSubtreeIds(db, ids.b))).toEqual(sorted([ids.b, ids.b1]));
    await setManager(ids.b, ids.ceo);
    expect(await isInSubtree(db, ids.ceo, ids.b1)).toBe(true);
  });

  it('leave deleted people out', async () => {
    const db = t.database.db;
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, ids.a11));
    expect(sorted(await findSubtreeIds(db, ids.a))).toEqual(sorted([ids.a, ids.a1]));
    expect(await isInSubtree(db, ids.a, ids.a11)).toBe(false);
  });
});
