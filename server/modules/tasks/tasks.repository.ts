import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/constants.ts';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { TaskStatus } from '../../../shared/rules/tasks.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projectMemberships, projectSummaries } from '../projects/projects.queries.ts';
import { taskMentions, taskTimeline, tasks } from '../../db/schema/tasks.ts';
import {
  people,
  peopleAs,
  scopeSql,
  type Scope,
  type ScopeSqlInput,
  fullNameSql,
} from '../users/users.queries.ts';

const creator = peopleAs('creator');

const taskColumns = {
  id: tasks.id,
  name: tasks.name,
  projectId: tasks.projectId,
  projectName: tasks.projectName,
  assignedToId: tasks.assignedToId,
  assignedToName: tasks.assignedToName,
  assignedById: tasks.assignedById,
  assignedByName: tasks.assignedByName,
  createdById: tasks.createdById,
  createdByName: fullNameSql(creator),
  dueDate: tasks.dueDate,
  description: tasks.description,
  status: tasks.status,
  isDeleted: tasks.isDeleted,
  overdueMailSentAt: tasks.overdueMailSentAt,
  seriesId: tasks.seriesId,
  occurrenceDate: tasks.occurrenceDate,
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
  overdueMailSentAt: Date | null;
  /** The repeating task it is one of (issue 31), or null. */
  seriesId: number | null;
  /** Its date in the series (its first due date), or null. */
  occurrenceDate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A task's description as words, as its full-text index has them (tasks_description_words_idx). */
export const taskWordsSql = sql`to_tsvector('simple', ${tasks.description})`;

/**
 * The tasks a scope may see (spec 000 §6): tasks of the viewed person's projects that someone in
 * their subtree (not deleted) assigned or was given. Super admin and Admin see every task. The
 * planner reads the team and the projects once into hash tables and checks each task it passes
 * against them: a list walking the index of its order stops after a page.
 */
export function visibleTasksSql(scope: ScopeSqlInput): SQL {
  if (scope.all) return sql`true`;
  return sql`(${tasks.projectId} in (select ${projectMemberships.projectId} from ${projectMemberships}
      where ${projectMemberships.userId} = ${scope.userId})
    and (${scopeSql(scope, tasks.assignedToId)} or ${scopeSql(scope, tasks.assignedById)}))`;
}

/**
 * Tasks of the viewed person's projects, whoever they belong to: the Mentioned me tab, where a
 * mention brings someone outside the team to a task of their project.
 */
export function projectTasksSql(scope: ScopeSqlInput): SQL {
  if (scope.all) return sql`true`;
  return sql`${tasks.projectId} in (select ${projectMemberships.projectId} from ${projectMemberships}
      where ${projectMemberships.userId} = ${scope.userId})`;
}

/** Tasks in whose comments the viewed person is mentioned. */
export function mentionsSql(userId: ScopeSqlInput['userId']): SQL {
  return sql`exists (select 1 from ${taskMentions} m where m.task_id = ${tasks.id} and m.user_id = ${userId})`;
}

/**
 * One task in the scope's sight: a task of the lists (visibleTasksSql), or one of the viewed
 * person's projects that mentions them, so that whoever is mentioned can open what they were
 * called to.
 */
export function taskInSightSql(scope: ScopeSqlInput): SQL {
  if (scope.all) return sql`true`;
  return sql`(${visibleTasksSql(scope)} or (${mentionsSql(scope.userId)} and ${projectTasksSql(scope)}))`;
}

/** Open tasks whose due date has passed: the Over due tab and card. */
export function overdueSql(today: string): SQL {
  return sql`(${tasks.dueDate} < ${today} and ${tasks.status} not in ('Completed', 'Closed'))`;
}

/** Tasks with their people's and project's names, to be narrowed and ordered by the caller. */
export function selectTasks(db: DbOrTx) {
  return db.select(taskColumns).from(tasks).innerJoin(creator, eq(creator.id, tasks.createdById));
}

/** selectTasks with more fields, such as those of a subquery joined to pick the tasks. */
export function selectTasksAnd<Extra extends SelectedFields>(db: DbOrTx, extra: Extra) {
  return db
    .select({ ...taskColumns, ...extra })
    .from(tasks)
    .innerJoin(creator, eq(creator.id, tasks.createdById));
}

/**
 * findVisibleTask's two statements, built once per database with placeholders (Drizzle's prepared
 * queries): building a statement's SQL took more of a single-task request than anything else.
 */
function buildTaskLookups(db: DbOrTx) {
  const id = sql.placeholder('id');
  return {
    all: selectTasks(db).where(eq(tasks.id, id)).prepare('find_task'),
    scoped: selectTasks(db)
      .where(and(eq(tasks.id, id), taskInSightSql({ all: false, userId: sql.placeholder('viewer') })))
      .prepare('find_visible_task'),
  };
}
const taskLookups = new WeakMap<DbOrTx, ReturnType<typeof buildTaskLookups>>();

/** A task visible to the scope, deleted or not; null when it does not exist or is out of sight. */
export async function findVisibleTask(db: DbOrTx, scope: Scope, id: number): Promise<TaskRow | null> {
  let lookups = taskLookups.get(db);
  if (!lookups) taskLookups.set(db, (lookups = buildTaskLookups(db)));
  const [row] = scope.all
    ? await lookups.all.execute({ id })
    : await lookups.scoped.execute({ id, viewer: scope.userId });
  return row ?? null;
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
    .select({
      id: tasks.id,
      status: tasks.status,
      isDeleted: tasks.isDeleted,
      name: tasks.name,
      assignedToId: tasks.assignedToId,
      seriesId: tasks.seriesId,
    })
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

/** Projects a person may file tasks under: their own, or every project for Super admin and Admin. */
export async function findTaskProjects(db: DbOrTx, userId: string, all: boolean) {
  const base = db
    .selectDistinct({ id: projectSummaries.id, name: projectSummaries.name })
    .from(projectSummaries);
  const rows = all
    ? await base.where(isNull(projectSummaries.deletedAt))
    : await base
        .innerJoin(projectMemberships, eq(projectMemberships.projectId, projectSummaries.id))
        .where(and(isNull(projectSummaries.deletedAt), eq(projectMemberships.userId, userId)));
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

/** Active members of the given projects, by project. */
export async function findProjectUsers(db: DbOrTx, projectIds: number[]) {
  if (projectIds.length === 0) return [];
  return db
    .select({
      projectId: projectMemberships.projectId,
      id: people.id,
      fullName: fullNameSql(people),
      email: people.email,
    })
    .from(projectMemberships)
    .innerJoin(people, eq(people.id, projectMemberships.userId))
    .where(
      and(
        inArray(projectMemberships.projectId, projectIds),
        eq(people.isActive, true),
        isNull(people.deletedAt),
      ),
    )
    .orderBy(asc(sql`lower(${people.firstName})`), asc(sql`lower(${people.lastName})`));
}

export interface ProjectPerson {
  id: string;
  fullName: string;
  firstName: string;
  email: string;
  /** The language of their mails; null: English. */
  language: LanguageCode | null;
}

/** Those of `ids` who are active members of the project. */
export async function findProjectPeople(
  db: DbOrTx,
  projectId: number,
  ids: string[],
): Promise<ProjectPerson[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: people.id,
      fullName: fullNameSql(people),
      firstName: people.firstName,
      email: people.email,
      language: people.language,
    })
    .from(projectMemberships)
    .innerJoin(people, eq(people.id, projectMemberships.userId))
    .where(
      and(
        eq(projectMemberships.projectId, projectId),
        inArray(people.id, ids),
        eq(people.isActive, true),
        isNull(people.deletedAt),
      ),
    );
}

export async function projectExists(db: DbOrTx, projectId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projectSummaries.id })
    .from(projectSummaries)
    .where(and(eq(projectSummaries.id, projectId), isNull(projectSummaries.deletedAt)));
  return Boolean(row);
}

/**
 * Moves someone's open tasks (not deleted, Completed or Closed), optionally only those of some
 * projects, to another person. Returns the moved tasks.
 */
export async function moveOpenTasks(
  db: DbOrTx,
  input: { fromUserId: string; toUserId: string; projectIds: number[] | null },
): Promise<Array<{ id: number; projectId: number; name: string; dueDate: string; status: string }>> {
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
    .returning({
      id: tasks.id,
      projectId: tasks.projectId,
      name: tasks.name,
      dueDate: tasks.dueDate,
      status: tasks.status,
    });
}
