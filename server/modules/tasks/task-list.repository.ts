import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import { EMPTY_GUID } from '../../../shared/constants.ts';
import type { TaskListQuery } from '../../../shared/schemas/tasks.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projectMemberships, projectSummaries } from '../projects/projects.queries.ts';
import { taskViewCounts, tasks } from '../../db/schema/tasks.ts';
import { findSubtreeIds, type Scope, peopleNamedSql } from '../users/users.queries.ts';
import { containsPattern, estimatedRows } from '../../lib/sql.ts';
import { everyWordSql, rankSql, wordsQuerySql, type SearchTerms } from '../../lib/text-search.ts';
import {
  mentionsSql,
  overdueSql,
  projectTasksSql,
  selectTasks,
  selectTasksAnd,
  taskWordsSql,
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
    .select({ id: projectMemberships.projectId })
    .from(projectMemberships)
    .where(eq(projectMemberships.userId, scope.userId));
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
      return mentionsSql(viewerId);
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

/** The columns a search looks in, in a subquery over tasks. */
type SearchColumns = Record<'id' | 'name' | 'projectName' | 'assignedToName', AnyColumn | SQL.Aliased>;

/**
 * A task whose number is the term, or whose name, project or assignee contains it. On tasks
 * themselves the project and the assignee are found by name among projects and people first
 * (their names are few and short), then their tasks by id; only the tasks' own names go through
 * the trigram index, whose lists for the trigrams every person's name shares ("Fir", "ast") are
 * long. The names copied onto tasks (tasks_names_fill) are the same.
 */
export function searchSql(term: string | undefined, on?: SearchColumns): SQL | undefined {
  const trimmed = term?.trim();
  if (!trimmed) return undefined;
  const pattern = containsPattern(trimmed);
  const number = /^(?:t-?)?0*(\d{1,9})$/i.exec(trimmed)?.[1];
  if (on) {
    return or(
      ilike(on.name, pattern),
      ilike(on.projectName, pattern),
      ilike(on.assignedToName, pattern),
      number ? eq(on.id as AnyColumn, Number(number)) : undefined,
    );
  }
  return or(
    ilike(tasks.name, pattern),
    sql`${tasks.projectId} = any(array(select ${projectSummaries.id} from ${projectSummaries} where ${ilike(projectSummaries.name, pattern)}))`,
    sql`${tasks.assignedToId} = any(array${peopleNamedSql(pattern)})`,
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
export function orderFor(query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'search'>): SQL[] {
  return orderSql(orderParts(query));
}

/** The ORDER BY of an order's parts: its key, then the id the same way. */
function orderSql({ dir, key, id }: ReturnType<typeof orderParts>): SQL[] {
  return key ? [dir(key), dir(id)] : [dir(id)];
}

/** The list's order in parts: its direction, its key (null when ordered by id) and the id. */
function orderParts(query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'search'>) {
  const walk = !query.search?.trim();
  return {
    dir: query.sort === 'asc' ? asc : desc,
    key: orderKey(query.orderBy, walk),
    id: walk ? tasks.id : sql`${tasks.id} + 0`,
  };
}

/** The first key of the list's order, the id breaking ties; null when the order is the id's. */
function orderKey(orderBy: TaskListQuery['orderBy'], walk: boolean): SQL | AnyColumn | null {
  const text = (column: AnyColumn) => (walk ? sql`lower(${column})` : sql`lower(${column}) || ''`);
  switch (orderBy) {
    case 'number':
      return null;
    case 'name':
      return text(tasks.name);
    case 'project':
      return text(tasks.projectName);
    case 'assignedTo':
      return text(tasks.assignedToName);
    case 'assignedBy':
      return text(tasks.assignedByName);
    case 'dueDate':
      return walk ? tasks.dueDate : sql`${tasks.dueDate} + 0`;
    case 'status':
      return walk ? tasks.status : sql`array_position(enum_range(null::task_status), ${tasks.status})`;
    default:
      return walk ? tasks.createdAt : sql`${tasks.createdAt} + interval '0 seconds'`;
  }
}

function mentionedAudienceSql(audience: TaskAudience): SQL {
  const { named } = audience;
  if (!named) return projectTasksSql(audience.scope);
  return sql`${tasks.projectId} = any(${sql.param(named.projectIds)}::int[])`;
}

/** The conditions of a task list page: scope, tab, filters and search. */
export function taskListWhere(audience: TaskAudience, query: TaskListQuery, today: string): SQL | undefined {
  const { scope } = audience;
  return and(
    // A mention brings a task of one's project into sight, whoever's team it belongs to.
    query.tab === 'mentioned-me' ? mentionedAudienceSql(audience) : audienceSql(audience),
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
 * A page and its total in one pass, for a list that reads all its matches anyway: a search for a
 * rare term (see findSearchPage), and one person's own tasks (the dashboard's My Tasks), few and
 * found through the assignee's index. The matches are counted and sorted by their id and the
 * order's key alone; only the page's rows are then read whole, with their creator. A page past
 * the end has no row to carry the total, which is then counted apart.
 */
export async function findTaskPageWithTotal(
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'page' | 'pageSize' | 'search'>,
): Promise<{ rows: TaskRow[]; total: number }> {
  const order = orderParts(query);
  const { dir, key, id } = order;
  const page = db
    .select({
      id: tasks.id,
      key: sql`${key ?? id}`.as('key'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(tasks)
    .where(where)
    .orderBy(...orderSql(order))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize)
    .as('page');
  const found = await selectTasksAnd(db, { total: page.total })
    .innerJoin(page, eq(page.id, tasks.id))
    .orderBy(dir(page.key), dir(page.id));
  const total = found[0]?.total ?? (query.page === 1 ? 0 : await countTasks(db, where));
  return { rows: found.map(({ total: _total, ...row }) => row), total };
}

/**
 * How far a search walks the list in its own order looking for its page: this many rows of the
 * list for each row up to the end of the page (1,500 for the first page of 15).
 */
const SEARCH_WALK_PER_ROW = 100;

/** From this many matches, as the planner estimates them, a search walks the list for its page. */
const SEARCH_WALK_FROM = 2_000;

/**
 * A searched list's page, and its total when it comes without extra work.
 *
 * A term in many task names ("budget") has tens of thousands of matches at a million tasks:
 * reading them all to sort or count them takes half a second, while walking the index of the
 * list's order meets a page of them within a few hundred rows. A rare term (someone's name) is
 * the other way round: its few matches come straight from the trigram index, and a walk would
 * pass the whole list.
 *
 * The planner's estimate of the tasks whose names match tells them apart (one EXPLAIN, planning
 * only; a project's or a person's tasks are read by id, see searchSql, whatever their number). For a
 * common term the page is looked for along the list (its conditions but the search) in its order,
 * the term a filter on the rows met, for at most SEARCH_WALK_PER_ROW rows per row needed. The walk
 * stops as soon as the page is full, and the total is left to the count request (null). Otherwise,
 * or when the walk falls short, the matches are read through the trigram index, sorted and
 * counted. In an order by the text a search looks in (the name, the project), neighbours share
 * their words, so the matches are bunched along it and the walk may fall short ("budget" by name
 * at a million: its 1,500 rows of "Upgrade w…" hold none); it is tried all the same, since it
 * costs a few milliseconds when it does, and saves most of a second when it does not ("vat" by
 * name 342 → 32 ms, "budget" by project 655 → 28 ms at a million).
 */
export async function findSearchPage(
  db: DbOrTx,
  where: { list: SQL | undefined; indexed: SQL | undefined },
  query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'page' | 'pageSize' | 'search'>,
): Promise<{ rows: TaskRow[]; total: number | null }> {
  const named = and(where.list, ilike(tasks.name, containsPattern(query.search?.trim() ?? '')));
  if ((await estimatedRows(db, db.select({ id: tasks.id }).from(tasks).where(named))) < SEARCH_WALK_FROM) {
    return findTaskPageWithTotal(db, where.indexed, query);
  }
  const reach = query.page * query.pageSize;
  // The walk's rows carry the order's key, so that the planner knows them ordered and takes the
  // page's rows as they come rather than sorting all the walk first.
  const order = orderParts({ ...query, search: undefined });
  const { dir } = order;
  const walk = db
    .select({
      id: tasks.id,
      name: tasks.name,
      projectName: tasks.projectName,
      assignedToName: tasks.assignedToName,
      key: sql`${order.key ?? order.id}`.as('key'),
    })
    .from(tasks)
    .where(where.list)
    .orderBy(...orderSql(order))
    .limit(reach * SEARCH_WALK_PER_ROW)
    .as('walk');
  const page = db
    .select({ id: walk.id, key: walk.key })
    .from(walk)
    .where(searchSql(query.search, walk))
    .orderBy(dir(walk.key), dir(walk.id))
    .limit(query.pageSize)
    .offset(reach - query.pageSize)
    .as('page');
  const walked = await selectTasks(db)
    .innerJoin(page, eq(page.id, tasks.id))
    .orderBy(dir(page.key), dir(page.id));
  if (walked.length === query.pageSize) return { rows: walked, total: null };
  return findTaskPageWithTotal(db, where.indexed, query);
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
 * The first `limit` tasks of a list in `order`, with how many the list has in all and how many of
 * those are due before `today`: one read, the counts riding on the rows (none: zero).
 */
export async function findTasksCounted(
  db: DbOrTx,
  where: SQL | undefined,
  order: SQL[],
  limit: number,
  today: string,
): Promise<{ rows: TaskRow[]; total: number; dueBefore: number }> {
  const found = await selectTasksAnd(db, {
    total: sql<number>`(count(*) over ())::int`,
    dueBefore: sql<number>`(count(*) filter (where ${tasks.dueDate} < ${today}) over ())::int`,
  })
    .where(where)
    .orderBy(...order)
    .limit(limit);
  return {
    rows: found.map(({ total: _total, dueBefore: _dueBefore, ...row }) => row),
    total: found[0]?.total ?? 0,
    dueBefore: found[0]?.dueBefore ?? 0,
  };
}

/** The order of the tasks changed last first (the recently done of a person's page). */
export const LAST_CHANGED_FIRST: SQL[] = [sql`${tasks.updatedAt} desc`, sql`${tasks.id} desc`];

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

/** A task the global search found. */
export interface TaskHitRow {
  id: number;
  name: string;
  status: TaskRow['status'];
  projectName: string;
  assignedToName: string | null;
  dueDate: string;
}

/**
 * Of the tasks a search finds among those the lists show, this many are ranked: a common word
 * matches tens of thousands of tasks at a million, and ranking them all would read them all.
 */
const SEARCH_CANDIDATES = 300;

/**
 * The global search's tasks (not deleted, of the audience's lists): the task whose number was
 * typed, then those whose name holds every word (trigram index) or whose description has words
 * starting with them (full-text index; for words many descriptions have, the newest such tasks),
 * the exact name first, then names starting with it.
 * Each way of matching is a query of its own, so each keeps to its index whatever the planner
 * thinks of the others (one OR over the table made it read every row for a rare word).
 */
export async function findTaskHits(
  db: DbOrTx,
  audience: TaskAudience,
  terms: SearchTerms,
  limit: number,
): Promise<TaskHitRow[]> {
  const byNumber = terms.number === null ? undefined : eq(tasks.id, terms.number);
  const visible = and(audienceSql(audience), eq(tasks.isDeleted, false));
  const arm = (match: SQL) =>
    db.select({ id: tasks.id }).from(tasks).where(and(visible, match)).limit(SEARCH_CANDIDATES);
  const named = arm(everyWordSql(terms, [tasks.name]));
  const described = sql`${taskWordsSql} @@ ${wordsQuerySql(terms)}`;
  const ranked = (candidates: ReturnType<typeof named.as>) =>
    db
      .select({
        id: tasks.id,
        name: tasks.name,
        status: tasks.status,
        projectName: tasks.projectName,
        assignedToName: tasks.assignedToName,
        dueDate: tasks.dueDate,
      })
      .from(tasks)
      .innerJoin(candidates, eq(candidates.id, tasks.id))
      .orderBy(
        ...(byNumber ? [sql`${byNumber} desc`] : []),
        rankSql(terms, tasks.name),
        asc(sql`lower(${tasks.name})`),
        asc(tasks.id),
      )
      .limit(limit);
  // A number typed is looked for with both ways at once (a number is seldom in names).
  if (byNumber) return ranked(union(named, arm(described), arm(byNumber)).as('candidates'));

  // Words many tasks have: the newest visible tasks hold enough of them, where an index's list is
  // long (66,664 names with "budget", 90,919 descriptions with "stakeholders" at a million: tens
  // of milliseconds to read before the first). The planner's estimate tells them apart.
  const walk = db
    .select({ id: tasks.id, name: tasks.name, description: tasks.description, createdAt: tasks.createdAt })
    .from(tasks)
    .where(visible)
    .orderBy(desc(tasks.createdAt), desc(tasks.id))
    .limit(SEARCH_WALK)
    .as('walk');
  const newest = (match: SQL, take: number) =>
    db
      .select({ id: walk.id })
      .from(walk)
      .where(match)
      .orderBy(desc(walk.createdAt), desc(walk.id))
      .limit(take);
  const estimate = (match: SQL) => estimatedRows(db, db.select({ id: tasks.id }).from(tasks).where(match));

  // A task found only by its description ranks below every name that holds the words: when the
  // names fill the answer, the descriptions are not looked at.
  const namesCommon = (await estimate(everyWordSql(terms, [tasks.name]))) >= COMMON_NAME_MATCHES;
  const newestNamed = newest(everyWordSql(terms, [walk.name]), SEARCH_CANDIDATES);
  const byName = namesCommon ? await ranked(newestNamed.as('candidates')) : [];
  if (byName.length >= limit) return byName;
  const found = await ranked(named.as('candidates'));
  if (found.length >= limit) return found;
  // The words themselves (not their starts) are what the statistics know the frequency of.
  const exactly = sql`${taskWordsSql} @@ ${wordsQuerySql(terms, { prefix: false })}`;
  if ((await estimate(exactly)) >= COMMON_DESCRIPTION_MATCHES) {
    const newestDescribed = newest(
      sql`to_tsvector('simple', ${walk.description}) @@ ${wordsQuerySql(terms)}`,
      limit,
    );
    const withDescribed = await ranked(union(named, newestDescribed).as('candidates'));
    if (withDescribed.length >= limit) return withDescribed;
  }
  return ranked(union(named, arm(described)).as('candidates'));
}

/**
 * From this many tasks that match, as the planner estimates them, the newest visible tasks are
 * looked through first, SEARCH_WALK at most. A name is cheap to look at, a description is not
 * (its words are worked out row by row): the walk of descriptions waits for a surer estimate.
 */
const COMMON_NAME_MATCHES = 1_000;
const COMMON_DESCRIPTION_MATCHES = 10_000;
const SEARCH_WALK = 1_000;
