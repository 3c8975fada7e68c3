import { and, asc, desc, eq, ilike, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { ProjectListQuery } from '../../../shared/schemas/projects.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import { peopleAs, type Scope } from '../users/users.queries.ts';
import { containsPattern, pageTotal } from '../../lib/sql.ts';
import { closenessSql, everyWordSql, nearNameSql, rankSql, type SearchTerms } from '../../lib/text-search.ts';

/** Serialises project name checks and writes, so that two at once cannot both take a name. */
const PROJECT_NAME_LOCK_KEY = 72_041_340;

export async function lockProjectNames(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROJECT_NAME_LOCK_KEY})`);
}

/**
 * Members who still exist (deleted people leave every team they were in). The outer column is
 * spelt out in full: drizzle writes a one-table select's columns unqualified, and a bare "id"
 * would mean the subquery's users.id.
 */
const memberCountSql = sql<number>`(select count(*)::int from ${projectMembers} pm
  join ${peopleAs('u')} on u.id = pm.user_id
  where pm.project_id = "projects"."id" and u.deleted_at is null)`;

const projectColumns = {
  id: projects.id,
  guid: projects.guid,
  name: projects.name,
  description: projects.description,
  thumbnailKey: projects.thumbnailKey,
  createdById: projects.createdById,
  memberCount: memberCountSql,
};

export interface ProjectRow {
  id: number;
  guid: string;
  name: string;
  description: string;
  thumbnailKey: string | null;
  createdById: string | null;
  memberCount: number;
}

/**
 * The projects a scope sees, not deleted: all of them for Super admin and Admin, otherwise those
 * whose team holds the person.
 */
export function visibleProjectsSql(scope: Scope): SQL {
  if (scope.all) return sql`${projects.deletedAt} is null`;
  return sql`(${projects.deletedAt} is null and exists (select 1 from ${projectMembers} pm
    where pm.project_id = ${projects.id} and pm.user_id = ${scope.userId}))`;
}

/** One page of the projects list, by name. */
export async function findProjectsPage(
  db: DbOrTx,
  scope: Scope,
  query: ProjectListQuery,
): Promise<{ rows: ProjectRow[]; total: number }> {
  const term = query.search?.trim();
  const where = and(
    visibleProjectsSql(scope),
    term ? ilike(projects.name, containsPattern(term)) : undefined,
  );
  const rows = await db
    .select({ ...projectColumns, total: sql<number>`count(*) over ()::int` })
    .from(projects)
    .where(where)
    .orderBy(asc(sql`lower(${projects.name})`), asc(projects.id))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  const total = await pageTotal(rows, query.page === 1, async () => {
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(projects)
      .where(where);
    return count?.n ?? 0;
  });
  return { rows, total };
}

/** A project the scope sees, by its numeric id or its guid; null when missing or out of sight. */
export async function findVisibleProject(
  db: DbOrTx,
  scope: Scope,
  key: { id: number } | { guid: string },
): Promise<ProjectRow | null> {
  const match = 'id' in key ? eq(projects.id, key.id) : eq(projects.guid, key.guid);
  const [row] = await db
    .select(projectColumns)
    .from(projects)
    .where(and(match, visibleProjectsSql(scope)));
  return row ?? null;
}

/** Whether a live project already has this name, in any case and ignoring outer spaces. */
export async function projectNameTaken(db: DbOrTx, name: string, excludeId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        sql`lower(${projects.name}) = lower(${name.trim()})`,
        isNull(projects.deletedAt),
        excludeId ? ne(projects.id, excludeId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Inserts a project; null when the name was taken meanwhile (the unique index). */
export async function insertProject(
  tx: DbOrTx,
  values: { name: string; description: string; thumbnailKey: string | null; createdById: string },
): Promise<{ id: number; guid: string } | null> {
  const [row] = await tx
    .insert(projects)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: projects.id, guid: projects.guid });
  return row ?? null;
}

export async function updateProjectRow(
  tx: DbOrTx,
  id: number,
  values: { name: string; description: string; thumbnailKey?: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(projects)
    .set({ ...values, updatedAt: at })
    .where(eq(projects.id, id));
}

export async function softDeleteProject(tx: DbOrTx, id: number, at: Date): Promise<void> {
  await tx.update(projects).set({ deletedAt: at, updatedAt: at }).where(eq(projects.id, id));
}

/** Locks a live project's row for a change; null when it is gone (deleted meanwhile). */
export async function lockProject(
  tx: DbOrTx,
  id: number,
): Promise<{ name: string; description: string; thumbnailKey: string | null } | null> {
  const [row] = await tx
    .select({ name: projects.name, description: projects.description, thumbnailKey: projects.thumbnailKey })
    .from(projects)
    .where(and(eq(projects.id, id), isNull(projects.deletedAt)))
    .for('update');
  return row ?? null;
}

/** Whether a stored thumbnail already belongs to a project (live or deleted). */
export async function thumbnailKeyInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.thumbnailKey, key))
    .limit(1);
  return Boolean(row);
}

/** Every stored file a row names (so that no row is found pointing at a missing file). */
export async function thumbnailKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ key: projects.thumbnailKey })
    .from(projects)
    .where(isNotNull(projects.thumbnailKey));
  return rows.map((r) => r.key!);
}

/** Projects the scope sees whose name or description holds every word, or whose name is close. */
export async function findProjectHits(
  db: DbOrTx,
  scope: Scope,
  terms: SearchTerms,
  limit: number,
): Promise<Array<{ id: number; guid: string; name: string }>> {
  return db
    .select({ id: projects.id, guid: projects.guid, name: projects.name })
    .from(projects)
    .where(
      and(
        visibleProjectsSql(scope),
        or(everyWordSql(terms, [projects.name, projects.description]), nearNameSql(terms, projects.name)),
      ),
    )
    .orderBy(
      rankSql(terms, projects.name),
      desc(closenessSql(terms, projects.name)),
      asc(sql`lower(${projects.name})`),
      asc(projects.id),
    )
    .limit(limit);
}
