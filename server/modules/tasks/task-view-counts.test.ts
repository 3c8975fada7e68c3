import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import type { TaskStatus } from '../../../shared/rules/tasks.ts';
import { queryRows } from '../../db/client.ts';
import { projectMembers, projects, tasks, users } from '../../db/schema.ts';
import { createUser } from '../../test/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/test-database.ts';
import type { Scope } from '../users/users.queries.ts';
import { taskListQuerySchema } from '../../../shared/schemas/tasks.schema.ts';
import { findTaskAudience, findTaskRows, taskListWhere } from './task-list.repository.ts';
import { visibleTasksSql } from './tasks.repository.ts';

/**
 * task_view_counts is kept by triggers (migration 0004). After each kind of change the app makes,
 * every person's counts must equal a row-by-row count of the tasks the list's visibility rule
 * shows them, and so must the whole organisation's.
 *
 *   ceo ── m1 ── l1 ── e1
 *      │      │     └─ e2
 *      │      └─ l2 ── e3
 *      └─ m2 ── l3 ── e4
 */
let t: TestDatabase;
const people = {} as Record<'ceo' | 'm1' | 'm2' | 'l1' | 'l2' | 'l3' | 'e1' | 'e2' | 'e3' | 'e4', string>;
const projectIds: number[] = [];
const STATUSES: TaskStatus[] = ['New', 'Active', 'In-progress', 'Completed', 'Closed', 'In-active'];

beforeAll(async () => {
  t = await createTestDatabase();
  const db = t.database.db;
  const tree: [keyof typeof people, keyof typeof people | null][] = [
    ['ceo', null],
    ['m1', 'ceo'],
    ['m2', 'ceo'],
    ['l1', 'm1'],
    ['l2', 'm1'],
    ['l3', 'm2'],
    ['e1', 'l1'],
    ['e2', 'l1'],
    ['e3', 'l2'],
    ['e4', 'l3'],
  ];
  for (const [name, manager] of tree) {
    people[name] = (
      await createUser(db, { firstName: name, managerId: manager ? people[manager] : null })
    ).id;
  }
  for (const name of ['Alpha', 'Beta', 'Gamma']) {
    const [row] = await db.insert(projects).values({ name, description: '' }).returning();
    projectIds.push(row!.id);
  }
  const [alpha, beta, gamma] = projectIds as [number, number, number];
  const members: [number, keyof typeof people][] = [
    [alpha, 'm1'],
    [alpha, 'l1'],
    [alpha, 'e1'],
    [alpha, 'e2'],
    [alpha, 'ceo'],
    [beta, 'm1'],
    [beta, 'l2'],
    [beta, 'e3'],
    [beta, 'm2'],
    [gamma, 'm2'],
    [gamma, 'l3'],
    [gamma, 'e4'],
  ];
  await db
    .insert(projectMembers)
    .values(members.map(([projectId, who]) => ({ projectId, userId: people[who] })));
});
afterAll(() => t.destroy());

type Row = { isDeleted: boolean; status: string; dueDate: string; n: number };
const key = (r: Row) => `${r.isDeleted}|${r.status}|${r.dueDate}`;
const asMap = (rows: Row[]) => Object.fromEntries(rows.filter((r) => r.n !== 0).map((r) => [key(r), r.n]));

async function countedByRows(scope: Scope): Promise<Record<string, number>> {
  const rows = await t.database.db
    .select({
      isDeleted: tasks.isDeleted,
      status: tasks.status,
      dueDate: tasks.dueDate,
      n: sql<number>`count(*)::int`,
    })
    .from(tasks)
    .where(visibleTasksSql(scope))
    .groupBy(tasks.isDeleted, tasks.status, tasks.dueDate);
  return asMap(rows);
}

async function countedByView(viewerId: string): Promise<Record<string, number>> {
  const rows = await queryRows<Row>(
    t.database.db,
    sql`select is_deleted as "isDeleted", status, due_date::text as "dueDate", count as n
        from task_view_counts where viewer_id = ${viewerId}`,
  );
  return asMap(rows);
}

async function expectCountsRight(): Promise<void> {
  for (const id of Object.values(people)) {
    expect(await countedByView(id), `viewer ${id}`).toEqual(await countedByRows({ userId: id, all: false }));
  }
  expect(await countedByView(EMPTY_GUID)).toEqual(await countedByRows({ userId: people.ceo, all: true }));
}

let seed = 7;
function random(n: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
}

async function insertTasks(count: number): Promise<void> {
  const ids = Object.values(people);
  await t.database.db.insert(tasks).values(
    Array.from({ length: count }, (_, i) => {
      const assignedById = ids[random(ids.length)]!;
      return {
        name: `Task ${i}`,
        projectId: projectIds[random(projectIds.length)]!,
        assignedToId: random(5) === 0 ? null : ids[random(ids.length)]!,
        assignedById,
        createdById: assignedById,
        dueDate: `2026-11-${String(10 + random(10)).padStart(2, '0')}`,
        description: '',
        status: STATUSES[random(STATUSES.length)]!,
        isDeleted: random(8) === 0,
      };
    }),
  );
}

const setManager = (who: keyof typeof people, manager: keyof typeof people | null) =>
  t.database.db
    .update(users)
    .set({ reportingManagerId: manager ? people[manager] : null })
    .where(eq(users.id, people[who]));

describe('task_view_counts', () => {
  it('counts new tasks for everyone who sees them', async () => {
    await insertTasks(150);
    await expectCountsRight();
  });

  it('follows edits of status, due date, assignee, project, and delete and restore', async () => {
    const db = t.database.db;
    const [first] = await db.select({ id: tasks.id }).from(tasks).orderBy(tasks.id).limit(1);
    const id = first!.id;
    await db.update(tasks).set({ status: 'Completed', dueDate: '2026-12-01' }).where(eq(tasks.id, id));
    await db
      .update(tasks)
      .set({ assignedToId: people.e4, projectId: projectIds[2]! })
      .where(eq(tasks.id, id + 1));
    await db
      .update(tasks)
      .set({ assignedToId: null })
      .where(eq(tasks.id, id + 2));
    await db
      .update(tasks)
      .set({ isDeleted: true })
      .where(sql`${tasks.id} % 5 = 0`);
    await db
      .update(tasks)
      .set({ isDeleted: false, status: 'New' })
      .where(sql`${tasks.id} % 10 = 0`);
    await db
      .update(tasks)
      .set({ description: 'only words' })
      .where(sql`${tasks.id} % 3 = 0`);
    await expectCountsRight();
    await db.delete(tasks).where(eq(tasks.id, id + 3));
    await expectCountsRight();
  });

  it('follows people joining and leaving project teams', async () => {
    const db = t.database.db;
    const [, beta, gamma] = projectIds as [number, number, number];
    await db.insert(projectMembers).values([
      { projectId: gamma, userId: people.m1 },
      { projectId: gamma, userId: people.ceo },
      { projectId: beta, userId: people.e1 },
    ]);
    await expectCountsRight();
    await db
      .delete(projectMembers)
      .where(and(eq(projectMembers.projectId, beta), eq(projectMembers.userId, people.m1)));
    await expectCountsRight();
  });

  it('follows a team moving to another manager, and someone losing their manager', async () => {
    await setManager('l1', 'm2');
    await expectCountsRight();
    await setManager('l1', 'l3');
    await expectCountsRight();
    await setManager('m2', null);
    await expectCountsRight();
    await setManager('m2', 'ceo');
    await setManager('l1', 'm1');
    await expectCountsRight();
  });

  it('follows people being deleted and restored', async () => {
    const db = t.database.db;
    await db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, people.e3));
    await expectCountsRight();
    await db.update(users).set({ deletedAt: null }).where(eq(users.id, people.e3));
    await expectCountsRight();
  });

  it('stays right through a mix of everything in one transaction', async () => {
    await t.database.db.transaction(async (tx) => {
      await tx.update(users).set({ reportingManagerId: people.m2 }).where(eq(users.id, people.l2));
      await tx
        .update(tasks)
        .set({ assignedToId: people.e3 })
        .where(sql`${tasks.id} % 7 = 0`);
      await tx.insert(projectMembers).values({ projectId: projectIds[0]!, userId: people.m2 });
    });
    await insertTasks(40);
    await expectCountsRight();
  });

  it('lists the same tasks whether a team is named to the planner or looked up in the tree', async () => {
    const db = t.database.db;
    const queries = [
      { tab: 'all' },
      { tab: 'all', orderBy: 'assignedTo', sort: 'asc' },
      { tab: 'overdue', orderBy: 'dueDate' },
      { tab: 'deleted', orderBy: 'status', sort: 'asc' },
      { tab: 'all', search: 'Task 1', orderBy: 'name', pageSize: 100 },
    ].map((query) => taskListQuerySchema.parse({ pageSize: 100, ...query }));
    for (const id of Object.values(people)) {
      const scope = { userId: id, all: false };
      const named = await findTaskAudience(db, scope);
      const looked = await findTaskAudience(db, scope, 0);
      expect(named.named).not.toBeNull();
      expect(looked.named).toBeNull();
      for (const query of queries) {
        const ids = async (audience: typeof named) =>
          (await findTaskRows(db, taskListWhere(audience, query, '2026-11-15'), query)).map((r) => r.id);
        expect(await ids(named), `${id} ${JSON.stringify(query)}`).toEqual(await ids(looked));
      }
    }
  });
});
