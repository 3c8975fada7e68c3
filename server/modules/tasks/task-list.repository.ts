import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import type { TaskListQuery } from '../../../shared/schemas/tasks.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, taskMentions, taskViewCounts, tasks } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql.ts';
import { findSubtreeIds } from '../org/hierarchy.repository.ts';
import type { Scope } from '../org/org.scope.ts';
import {
  overdueSql,
  selectTasks,
  selectTasksWithTotal,
  visibleTasksSql,
  type TaskRow,
} from './tasks.repository.ts';

/*
 * The task lists and the dashboard counts: whose tasks, which tab and filters, in which order,
 * and how many, each written so that a large organisation answers from an index.
 */

/** Up to this many people below someone, a list names them to the planner (see TaskAudience). */
const NAMED_TEAM_LIMIT = 500;

/**
 * Whose tasks a list shows. For a small team the people and projects are read first and named
 * as values: the planner then knows how few tasks match and looks them up by person. A large
 * team (or the whole organisation) is left to visibleTasksSql, whose tasks are many enough that
 * walking the index of the list's order finds a page at once.
 */
export interface TaskAudience {
  scope: Scope;
  named: { peopleIds: string[]; projectIds: number[] } | null;
}

export async function findTaskAudience(
  db: DbOrTx,
  scope: Scope,
  namedTeamLimit = NAMED_TEAM_LIMIT,
): Promise<TaskAudience> {
  if (scope.all) return { scope, named: null };
  const people = await findSubtreeIds(db, scope.userId, namedTeamLimit + 1);
  if (people.length > namedTeamLimit) return { scope, named: null };
  const projectRows = await db
    .select({ id: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, scope.userId));
  return { scope, named: { peopleIds: people, projectIds: projectRows.map((p) => p.id) } };
}

function audienceSql(audience: TaskAudience): SQL {
  const { named } = audience;
  if (!named) return visibleTasksSql(audience.scope);
  if (named.projectIds.length === 0 || named.peopleIds.length === 0) return sql`false`;
  const people = sql`${sql.param(named.peopleIds)}::uuid[]`;
  return sql`(${tasks.projectId} = any(${sql.param(named.projectIds)}::int[])
    and (${tasks.assignedToId} = any(${people}) or ${tasks.assignedById} = any(${people})))`;
}

function tabSql(query: TaskListQuery, viewerId: string, today: string): SQL | undefined {
  switch (query.tab) {
    case 'assigned-to-me':
      return eq(tasks.assignedToId, viewerId);
    case 'assigned-by-me':
      return eq(tasks.assignedById, viewerId);
    case 'mentioned-me':
      return sql`exists (select 1 from ${taskMentions} m where m.task_id = ${tasks.id} and m.user_id = ${viewerId})`;
    case 'overdue':
      return overdueSql(today);
    default:
      return undefined;
  }
}

function assigneeSql(values: readonly string[], viewerId: string): SQL | undefined {
  const ids = values.map((v) => (v === 'me' ? viewerId : v)).filter((v) => v !== 'unassigned');
  const parts = [
    ids.length > 0 ? inArray(tasks.assignedToId, ids) : undefined,
    values.includes('unassigned') ? isNull(tasks.assignedToId) : undefined,
  ].filter(Boolean) as SQL[];
  return parts.length > 0 ? or(...parts) : undefined;
}

function searchSql(term: string | undefined): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  const number = /^(?:t-?)?0*(\d{1,9})$/i.exec(trimmed)?.[1];
  return or(
    ilike(tasks.name, pattern),
    ilike(tasks.projectName, pattern),
    ilike(tasks.assignedToName, pattern),
    number ? eq(tasks.id, Number(number)) : undefined,
  );
}

/**
 * The list's order. Each matches an index on tasks (migration 0005) with the id as tiebreak in
 * the same direction, so a page is found by walking the index either way; unassigned tasks come
 * last going up and first going down, as the index has them.
 *
 * A search matches few tasks, found through the trigram index, and sorts them. Its order is then
 * written so that no index serves it: the planner, guessing that matches are spread evenly,
 * would otherwise walk the order's index past most of the tasks looking for them.
 */
function orderFor(query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'search'>): SQL[] {
  const dir = query.sort === 'asc' ? asc : desc;
  const walk = !query.search?.trim();
  const id = walk ? tasks.id : sql`${tasks.id} + 0`;
  const text = (column: AnyColumn) => (walk ? sql`lower(${column})` : sql`lower(${column}) || ''`);
  const by = (expr: SQL | AnyColumn) => [dir(expr), dir(id)];
  switch (query.orderBy) {
    case 'number':
      return [dir(id)];
    case 'name':
      return by(text(tasks.name));
    case 'project':
      return by(text(tasks.projectName));
    case 'assignedTo':
      return by(text(tasks.assignedToName));
    case 'assignedBy':
      return by(text(tasks.assignedByName));
    case 'dueDate':
      return by(walk ? tasks.dueDate : sql`${tasks.dueDate} + 0`);
    case 'status':
      return by(walk ? tasks.status : sql`array_position(enum_range(null::task_status), ${tasks.status})`);
    default:
      return by(walk ? tasks.createdAt : sql`${tasks.createdAt} + interval '0 seconds'`);
  }
}

/** The conditions of a task list page: scope, tab, filters and search. */
export function taskListWhere(audience: TaskAudience, query: TaskListQuery, today: string): SQL | undefined {
  const { scope } = audience;
  return and(
    audienceSql(audience),
    eq(tasks.isDeleted, query.tab === 'deleted'),
    tabSql(query, scope.userId, today),
    query.from ? sql`${tasks.dueDate} >= ${query.from}` : undefined,
    query.to ? sql`${tasks.dueDate} <= ${query.to}` : undefined,
    query.projectIds?.length ? inArray(tasks.projectId, query.projectIds) : undefined,
    query.statuses?.length ? inArray(tasks.status, query.statuses) : undefined,
    query.assignees?.length ? assigneeSql(query.assignees, scope.userId) : undefined,
    searchSql(query.search),
  );
}

/** One page of a task list's rows, in the list's order. */
export async function findTaskRows(
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'page' | 'pageSize' | 'search'>,
): Promise<TaskRow[]> {
  return selectTasks(db)
    .where(where)
    .orderBy(...orderFor(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
}

/**
 * A page and its total in one pass, for lists that read all their matches anyway: a search reads
 * and sorts them (see orderFor), and one person's own tasks (the dashboard's My Tasks) are few
 * and found through the assignee's index. A page past the end has no row to carry the total,
 * which is then counted apart.
 */
export async function findTaskPageWithTotal(
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'page' | 'pageSize' | 'search'>,
): Promise<{ rows: TaskRow[]; total: number }> {
  const found = await selectTasksWithTotal(db)
    .where(where)
    .orderBy(...orderFor(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = found[0]?.total ?? (query.page === 1 ? 0 : await countTasks(db, where));
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

/** How many tasks match a list's conditions, counted row by row (the conditions are selective). */
export async function countTasks(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(tasks)
    .where(where);
  return count?.n ?? 0;
}

/**
 * Whether a list's total can be read from task_view_counts: tabs over everything the scope sees,
 * narrowed by nothing but due dates and statuses. Other tabs and filters are selective (indexed)
 * and are counted row by row.
 */
export function isCountedByView(query: TaskListQuery): boolean {
  return (
    (query.tab === 'all' || query.tab === 'overdue' || query.tab === 'deleted') &&
    !query.search?.trim() &&
    !query.projectIds?.length &&
    !query.assignees?.length
  );
}

/** The viewer whose counts a scope reads: the whole organisation's are under the nil uuid. */
const countsViewerOf = (scope: Scope) => (scope.all ? EMPTY_GUID : scope.userId);

/** A list's total from task_view_counts (see isCountedByView). */
export async function countTasksByView(
  db: DbOrTx,
  scope: Scope,
  query: TaskListQuery,
  today: string,
): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${taskViewCounts.count}), 0)::int` })
    .from(taskViewCounts)
    .where(
      and(
        eq(taskViewCounts.viewerId, countsViewerOf(scope)),
        eq(taskViewCounts.isDeleted, query.tab === 'deleted'),
        query.tab === 'overdue'
          ? sql`${taskViewCounts.dueDate} < ${today} and ${taskViewCounts.status} not in ('Completed', 'Closed')`
          : undefined,
        query.from ? sql`${taskViewCounts.dueDate} >= ${query.from}` : undefined,
        query.to ? sql`${taskViewCounts.dueDate} <= ${query.to}` : undefined,
        query.statuses?.length ? inArray(taskViewCounts.status, query.statuses) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** Counts of the dashboard cards over the tasks a scope sees (not deleted), from task_view_counts. */
export async function countTasksByCategory(db: DbOrTx, scope: Scope, today: string) {
  const n = (condition: SQL) =>
    sql<number>`coalesce(sum(${taskViewCounts.count}) filter (where ${condition}), 0)::int`;
  const status = taskViewCounts.status;
  const [row] = await db
    .select({
      new: n(sql`${status} = 'New'`),
      active: n(sql`${status} = 'Active'`),
      inProgress: n(sql`${status} = 'In-progress'`),
      completed: n(sql`${status} = 'Completed'`),
      overdue: n(sql`${taskViewCounts.dueDate} < ${today} and ${status} not in ('Completed', 'Closed')`),
    })
    .from(taskViewCounts)
    .where(and(eq(taskViewCounts.viewerId, countsViewerOf(scope)), eq(taskViewCounts.isDeleted, false)));
  return row ?? { new: 0, active: 0, inProgress: 0, completed: 0, overdue: 0 };
}
