import { and, asc, desc, eq, ilike, inArray, isNull, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TaskStatus } from '../../../shared/rules/tasks.ts';
import type { TaskListQuery } from '../../../shared/schemas/tasks.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects, taskMentions, taskTimeline, tasks, users } from '../../db/schema.ts';
import { containsPattern } from '../../lib/sql.ts';
import { subtreeIdsSql } from '../org/hierarchy.repository.ts';
import type { Scope } from '../org/org.scope.ts';

const assignee = alias(users, 'assignee');
const assigner = alias(users, 'assigner');
const creator = alias(users, 'creator');

const fullName = (u: { firstName: AnyColumn; lastName: AnyColumn }) =>
  sql<string>`${u.firstName} || ' ' || ${u.lastName}`;

const taskColumns = {
  id: tasks.id,
  name: tasks.name,
  projectId: tasks.projectId,
  projectName: projects.name,
  assignedToId: tasks.assignedToId,
  assignedToName: sql<string | null>`${assignee.firstName} || ' ' || ${assignee.lastName}`,
  assignedById: tasks.assignedById,
  assignedByName: fullName(assigner),
  createdById: tasks.createdById,
  createdByName: fullName(creator),
  dueDate: tasks.dueDate,
  description: tasks.description,
  status: tasks.status,
  isDeleted: tasks.isDeleted,
  createdAt: tasks.createdAt,
  updatedAt: tasks.updatedAt,
};

export interface TaskRow {
  id: number;
  name: string;
  projectId: number;
  projectName: string;
  assignedToId: string | null;
  assignedToName: string | null;
  assignedById: string;
  assignedByName: string;
  createdById: string;
  createdByName: string;
  dueDate: string;
  description: string;
  status: TaskStatus;
  isDeleted: boolean;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * The tasks a scope may see (spec 000 §6): tasks of the viewed person's projects that someone in
 * their subtree assigned or was given. Super admin and Admin see every task.
 */
export function visibleTasksSql(scope: Scope): SQL {
  if (scope.all) return sql`true`;
  const subtree = subtreeIdsSql(scope.userId);
  return sql`(${tasks.projectId} in (select ${projectMembers.projectId} from ${projectMembers} where ${projectMembers.userId} = ${scope.userId})
    and (${tasks.assignedToId} in ${subtree} or ${tasks.assignedById} in ${subtree}))`;
}

/** Open tasks whose due date has passed: the Over due tab and card. */
export function overdueSql(today: string): SQL {
  return sql`(${tasks.dueDate} < ${today} and ${tasks.status} not in ('Completed', 'Closed'))`;
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
    ilike(projects.name, pattern),
    ilike(sql`${assignee.firstName} || ' ' || ${assignee.lastName}`, pattern),
    number ? eq(tasks.id, Number(number)) : undefined,
  );
}

function orderFor(query: TaskListQuery): SQL[] {
  const dir = query.sort === 'asc' ? asc : desc;
  const nullsLast = (expr: SQL) => sql`${expr} ${sql.raw(query.sort === 'asc' ? 'asc' : 'desc')} nulls last`;
  switch (query.orderBy) {
    case 'number':
      return [dir(tasks.id)];
    case 'name':
      return [dir(sql`lower(${tasks.name})`)];
    case 'project':
      return [dir(sql`lower(${projects.name})`)];
    case 'assignedTo':
      return [nullsLast(sql`lower(${assignee.firstName} || ' ' || ${assignee.lastName})`)];
    case 'assignedBy':
      return [dir(sql`lower(${assigner.firstName} || ' ' || ${assigner.lastName})`)];
    case 'dueDate':
      return [dir(tasks.dueDate)];
    case 'status':
      return [dir(tasks.status)];
    default:
      return [dir(tasks.createdAt)];
  }
}

/** The conditions of a task list page: scope, tab, filters and search. */
export function taskListWhere(scope: Scope, query: TaskListQuery, today: string): SQL | undefined {
  return and(
    visibleTasksSql(scope),
    eq(tasks.isDeleted, query.tab === 'deleted'),
    tabSql(query, scope.userId, today),
    query.from ? sql`${tasks.dueDate} >= ${query.from}` : undefined,
    query.to ? sql`${tasks.dueDate} <= ${query.to}` : undefined,
    query.projectIds?.length ? inArray(tasks.projectId, query.projectIds) : undefined,
    query.statuses?.length ? inArray(tasks.status, query.statuses as TaskStatus[]) : undefined,
    query.assignees?.length ? assigneeSql(query.assignees, scope.userId) : undefined,
    searchSql(query.search),
  );
}

function selectTasks(db: DbOrTx) {
  return db
    .select(taskColumns)
    .from(tasks)
    .innerJoin(projects, eq(projects.id, tasks.projectId))
    .leftJoin(assignee, eq(assignee.id, tasks.assignedToId))
    .innerJoin(assigner, eq(assigner.id, tasks.assignedById))
    .innerJoin(creator, eq(creator.id, tasks.createdById));
}

export async function findTaskPage(
  db: DbOrTx,
  where: SQL | undefined,
  query: Pick<TaskListQuery, 'orderBy' | 'sort' | 'page' | 'pageSize'>,
): Promise<{ rows: TaskRow[]; total: number }> {
  const [rows, [count]] = await Promise.all([
    selectTasks(db)
      .where(where)
      .orderBy(...orderFor(query as TaskListQuery), desc(tasks.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tasks)
      .innerJoin(projects, eq(projects.id, tasks.projectId))
      .leftJoin(assignee, eq(assignee.id, tasks.assignedToId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** A task visible to the scope, deleted or not; null when it does not exist or is out of sight. */
export async function findVisibleTask(db: DbOrTx, scope: Scope, id: number): Promise<TaskRow | null> {
  const [row] = await selectTasks(db).where(and(eq(tasks.id, id), visibleTasksSql(scope)));
  return row ?? null;
}

/** Counts of the dashboard cards over the tasks a scope sees (not deleted). */
export async function countTasksByCategory(db: DbOrTx, scope: Scope, today: string) {
  const [row] = await db
    .select({
      new: sql<number>`count(*) filter (where ${tasks.status} = 'New')::int`,
      active: sql<number>`count(*) filter (where ${tasks.status} = 'Active')::int`,
      inProgress: sql<number>`count(*) filter (where ${tasks.status} = 'In-progress')::int`,
      completed: sql<number>`count(*) filter (where ${tasks.status} = 'Completed')::int`,
      overdue: sql<number>`count(*) filter (where ${overdueSql(today)})::int`,
    })
    .from(tasks)
    .where(and(visibleTasksSql(scope), eq(tasks.isDeleted, false)));
  return row ?? { new: 0, active: 0, inProgress: 0, completed: 0, overdue: 0 };
}

export interface TaskInsert {
  name: string;
  projectId: number;
  assignedToId: string | null;
  assignedById: string;
  createdById: string;
  dueDate: string;
  description: string;
}

export async function insertTask(db: DbOrTx, values: TaskInsert): Promise<number> {
  const [row] = await db.insert(tasks).values(values).returning({ id: tasks.id });
  return row!.id;
}

export async function updateTaskRow(
  db: DbOrTx,
  id: number,
  values: Partial<{
    name: string;
    assignedToId: string | null;
    dueDate: string;
    status: TaskStatus;
    description: string;
    isDeleted: boolean;
  }>,
  modifiedById: string,
): Promise<void> {
  await db
    .update(tasks)
    .set({ ...values, modifiedById, updatedAt: sql`now()` })
    .where(eq(tasks.id, id));
}

/** Locks the given tasks for a change and returns their state. */
export async function lockTasks(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: tasks.id, status: tasks.status, isDeleted: tasks.isDeleted, name: tasks.name })
    .from(tasks)
    .where(inArray(tasks.id, ids))
    .for('update');
}

export interface TimelineInsert {
  taskId: number;
  type: (typeof taskTimeline.$inferInsert)['type'];
  authorId: string;
  body?: string;
  previous?: Record<string, unknown> | null;
  current?: Record<string, unknown> | null;
}

export async function insertTimelineEntries(db: DbOrTx, entries: TimelineInsert[]): Promise<void> {
  if (entries.length > 0) await db.insert(taskTimeline).values(entries);
}

export async function countTimelineComments(db: DbOrTx, taskId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(taskTimeline)
    .where(and(eq(taskTimeline.taskId, taskId), eq(taskTimeline.type, 'Timeline')));
  return row?.n ?? 0;
}

/** The timeline of a task, oldest first. */
export async function findTimeline(db: DbOrTx, taskId: number) {
  return db
    .select({
      id: taskTimeline.id,
      type: taskTimeline.type,
      body: taskTimeline.body,
      previous: taskTimeline.previous,
      current: taskTimeline.current,
      isEdited: taskTimeline.isEdited,
      createdAt: taskTimeline.createdAt,
      authorId: taskTimeline.authorId,
      authorName: fullName(users),
    })
    .from(taskTimeline)
    .innerJoin(users, eq(users.id, taskTimeline.authorId))
    .where(eq(taskTimeline.taskId, taskId))
    .orderBy(asc(taskTimeline.createdAt), asc(taskTimeline.id));
}

/** Projects a person may file tasks under: their own, or every project for Super admin and Admin. */
export async function findTaskProjects(db: DbOrTx, userId: string, all: boolean) {
  const base = db.selectDistinct({ id: projects.id, name: projects.name }).from(projects);
  const rows = all
    ? await base.where(isNull(projects.deletedAt))
    : await base
        .innerJoin(projectMembers, eq(projectMembers.projectId, projects.id))
        .where(and(isNull(projects.deletedAt), eq(projectMembers.userId, userId)));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** Active members of the given projects, by project. */
export async function findProjectUsers(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectMembers.projectId,
      id: users.id,
      fullName: fullName(users),
      email: users.email,
    })
    .from(projectMembers)
    .innerJoin(users, eq(users.id, projectMembers.userId))
    .where(
      and(inArray(projectMembers.projectId, projectIds), eq(users.isActive, true), isNull(users.deletedAt)),
    )
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(${users.lastName})`));
}

export async function isActiveProjectMember(db: DbOrTx, projectId: number, userId: string): Promise<boolean> {
  const rows = await findProjectUsers(db, [projectId]);
  return rows.some((r) => r.id === userId);
}

export async function projectExists(db: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), isNull(projects.deletedAt)));
  return Boolean(row);
}

/**
 * Moves someone's open tasks (not deleted, Completed or Closed), optionally only those of some
 * projects, to another person. Returns the moved tasks.
 */
export async function moveOpenTasks(
  db: DbOrTx,
  input: { fromUserId: string; toUserId: string; projectIds: number[] | null },
): Promise<Array<{ id: number; projectId: number }>> {
  return db
    .update(tasks)
    .set({ assignedToId: input.toUserId, updatedAt: sql`now()` })
    .where(
      and(
        eq(tasks.assignedToId, input.fromUserId),
        eq(tasks.isDeleted, false),
        sql`${tasks.status} not in ('Completed', 'Closed')`,
        input.projectIds ? inArray(tasks.projectId, input.projectIds) : undefined,
      ),
    )
    .returning({ id: tasks.id, projectId: tasks.projectId });
}
