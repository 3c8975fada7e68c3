/**
 * The projects module's reads for other modules: which projects exist and whose member is whom.
 * Other modules join `projectMemberships` and `projectSummaries` instead of the tables, like the
 * users module's `people`; Postgres flattens the subqueries into the outer query.
 */
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import type { SubjectSight } from '../events/events.queries.ts';
import type { Scope } from '../users/users.queries.ts';
import { visibleProjectsSql } from './projects.repository.ts';

const qb = new QueryBuilder();

/** Who is in which project's team. */
export const projectMemberships = qb
  .select({ projectId: projectMembers.projectId, userId: projectMembers.userId })
  .from(projectMembers)
  .as('project_memberships');

/** Every project, deleted ones included (filter on `deletedAt`): its id and name. */
export const projectSummaries = qb
  .select({ id: projects.id, name: projects.name, deletedAt: projects.deletedAt })
  .from(projects)
  .as('project_summaries');

/** How many of these ids are live (not deleted) projects. */
export async function countLiveProjects(tx: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(inArray(projects.id, ids), isNull(projects.deletedAt)));
  return row?.n ?? 0;
}

/** A person's live projects, by name. */
export async function findPersonProjects(db: DbOrTx, userId: string) {
  return db
    .select({ id: projects.id, guid: projects.guid, name: projects.name, description: projects.description })
    .from(projectMembers)
    .innerJoin(projects, eq(projects.id, projectMembers.projectId))
    .where(and(eq(projectMembers.userId, userId), isNull(projects.deletedAt)))
    .orderBy(asc(sql`lower(${projects.name})`));
}

/** Every live project, by name, for the pickers. */
export async function findAllProjectOptions(db: DbOrTx) {
  return db
    .select({ id: projects.id, name: projects.name })
    .from(projects)
    .where(isNull(projects.deletedAt))
    .orderBy(asc(sql`lower(${projects.name})`));
}

/** The projects a scope may open (live ones of their teams; all for Admins), for reading their events. */
export function projectSight(scope: Scope): SubjectSight {
  return {
    kind: 'project',
    visible: (id) =>
      sql`exists (select 1 from ${projects} where ${projects.id} = (${id})::int and ${visibleProjectsSql(scope)})`,
  };
}
