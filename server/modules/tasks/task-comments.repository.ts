import { and, asc, eq, ilike, isNull, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectMemberships } from '../projects/projects.queries.ts';
import { taskMentions, taskTimeline } from '../../db/schema/tasks.ts';
import { people, fullNameSql } from '../users/users.queries.ts';
import { escapeLike } from '../../lib/sql.ts';

const fullName = fullNameSql(people);

/**
 * Active members of the project whose first or last name (or full name) starts with `search`,
 * except `exceptId` (the one writing).
 */
export async function searchProjectPeople(
  db: DbOrTx,
  projectId: number,
  search: string,
  exceptId: string,
  limit: number,
): Promise<Array<{ id: string; fullName: string }>> {
  const prefix = `${escapeLike(search)}%`;
  return db
    .select({ id: people.id, fullName })
    .from(projectMemberships)
    .innerJoin(people, eq(people.id, projectMemberships.userId))
    .where(
      and(
        eq(projectMemberships.projectId, projectId),
        ne(people.id, exceptId),
        eq(people.isActive, true),
        isNull(people.deletedAt),
        search
          ? or(ilike(people.firstName, prefix), ilike(people.lastName, prefix), ilike(fullName, prefix))
          : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${people.firstName})`), asc(sql`lower(${people.lastName})`), asc(people.id))
    .limit(limit);
}

export async function insertComment(
  db: DbOrTx,
  values: { taskId: number; authorId: string; body: string },
): Promise<number> {
  const [row] = await db
    .insert(taskTimeline)
    .values({ ...values, type: 'Timeline' })
    .returning({ id: taskTimeline.id });
  return row!.id;
}

/** A comment of the task, locked for an edit; null when the task has no such comment. */
export async function lockComment(db: DbOrTx, taskId: number, commentId: number) {
  const [row] = await db
    .select({ id: taskTimeline.id, authorId: taskTimeline.authorId, body: taskTimeline.body })
    .from(taskTimeline)
    .where(
      and(eq(taskTimeline.id, commentId), eq(taskTimeline.taskId, taskId), eq(taskTimeline.type, 'Timeline')),
    )
    .for('update');
  return row ?? null;
}

export async function updateCommentBody(db: DbOrTx, commentId: number, body: string): Promise<void> {
  await db.update(taskTimeline).set({ body, isEdited: true }).where(eq(taskTimeline.id, commentId));
}

/** Puts the task on these people's "Mentioned me" tab (once each). */
export async function addMentions(db: DbOrTx, taskId: number, userIds: string[]): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .insert(taskMentions)
    .values(userIds.map((userId) => ({ taskId, userId })))
    .onConflictDoNothing();
}
