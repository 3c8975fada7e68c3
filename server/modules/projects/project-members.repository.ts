import { and, eq, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';

import { queryRows, type DbOrTx } from '../../db/client.ts';
import { projectMembers } from '../../db/schema/projects.ts';
import { people, peopleAs, peopleByName, fullNameSql } from '../users/users.queries.ts';

export interface PersonRow {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  avatarKey: string | null;
  isActive: boolean;
}

const personColumns = {
  id: people.id,
  firstName: people.firstName,
  lastName: people.lastName,
  email: people.email,
  avatarKey: people.avatarKey,
  isActive: people.isActive,
};

/** The first `limit` members of each project, by name, for the avatar stacks. */
export async function findMemberPreviews(db: DbOrTx, projectIds: number[], limit: number) {
  if (projectIds.length === 0) return [];
  const ranked = db
    .select({
      projectId: projectMembers.projectId,
      id: people.id,
      firstName: people.firstName,
      lastName: people.lastName,
      avatarKey: people.avatarKey,
      position: sql<number>`row_number() over (partition by ${projectMembers.projectId}
        order by lower(${people.firstName}), lower(${people.lastName}), ${people.id})`.as('position'),
    })
    .from(projectMembers)
    .innerJoin(people, eq(people.id, projectMembers.userId))
    .where(and(inArray(projectMembers.projectId, projectIds), isNull(people.deletedAt)))
    .as('ranked');
  return db
    .select()
    .from(ranked)
    .where(lte(ranked.position, limit))
    .orderBy(ranked.projectId, ranked.position);
}

/** One page of a project's team, by name. */
export async function findMembersPage(
  db: DbOrTx,
  projectId: number,
  page: { page: number; pageSize: number },
): Promise<{ rows: PersonRow[]; total: number }> {
  const where = and(eq(projectMembers.projectId, projectId), isNull(people.deletedAt));
  const [rows, [count]] = await Promise.all([
    db
      .select(personColumns)
      .from(projectMembers)
      .innerJoin(people, eq(people.id, projectMembers.userId))
      .where(where)
      .orderBy(...peopleByName)
      .limit(page.pageSize)
      .offset((page.page - 1) * page.pageSize),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(projectMembers)
      .innerJoin(people, eq(people.id, projectMembers.userId))
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** Which of `userIds` are in the project's team. */
export async function findMemberIds(db: DbOrTx, projectId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ id: projectMembers.userId })
    .from(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)));
  return rows.map((r) => r.id);
}

/** Adds people to a team; those already in it stay as they are. Returns who joined. */
export async function addMembers(tx: DbOrTx, projectId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .insert(projectMembers)
    .values(userIds.map((userId) => ({ projectId, userId })))
    .onConflictDoNothing()
    .returning({ userId: projectMembers.userId });
  return rows.map((r) => r.userId);
}

/** Removes people from a team; returns who left. */
export async function removeMembers(tx: DbOrTx, projectId: number, userIds: string[]): Promise<string[]> {
  if (userIds.length === 0) return [];
  const rows = await tx
    .delete(projectMembers)
    .where(and(eq(projectMembers.projectId, projectId), inArray(projectMembers.userId, userIds)))
    .returning({ userId: projectMembers.userId });
  return rows.map((r) => r.userId);
}

/** Which of `ids` are active people satisfying `scopeCondition` (the caller's scope). */
export async function findUsableIds(db: DbOrTx, scopeCondition: SQL, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: people.id })
    .from(people)
    .where(and(inArray(people.id, ids), isNull(people.deletedAt), eq(people.isActive, true), scopeCondition));
  return rows.map((r) => r.id);
}

const manager = peopleAs('manager');

/** The active reporting managers of the given people (spec 001 §4: "their reporting users"). */
export async function findActiveManagerIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: manager.id })
    .from(people)
    .innerJoin(manager, eq(manager.id, people.reportingManagerId))
    .where(and(inArray(people.id, ids), isNull(manager.deletedAt), eq(manager.isActive, true)));
  return rows.map((r) => r.id);
}

/** The names of the given people, for the timeline entries of a handover. */
export async function findPeopleNames(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: people.id, firstName: people.firstName, lastName: people.lastName })
    .from(people)
    .where(inArray(people.id, ids))
    .orderBy(...peopleByName);
}

/** Active people satisfying `scopeCondition`, by name, for the users multi-selects. */
export async function findPeopleOptions(
  db: DbOrTx,
  scopeCondition: SQL,
  excludeProjectId: number | undefined,
): Promise<PersonRow[]> {
  return db
    .select(personColumns)
    .from(people)
    .where(
      and(
        isNull(people.deletedAt),
        eq(people.isActive, true),
        scopeCondition,
        excludeProjectId
          ? sql`not exists (select 1 from ${projectMembers} pm
              where pm.project_id = ${excludeProjectId} and pm.user_id = ${people.id})`
          : undefined,
      ),
    )
    .orderBy(...peopleByName);
}

/**
 * The nearest active person above `personId` in the reporting tree who is not in `excludedIds`
 * (people leaving the team at the same time): who takes over their open tasks.
 */
export async function findNearestActiveManager(
  db: DbOrTx,
  personId: string,
  excludedIds: string[],
): Promise<{ id: string; fullName: string } | null> {
  const excluded = excludedIds.length > 0 ? excludedIds : [personId];
  const rows = await queryRows<{ id: string; fullName: string }>(
    db,
    sql`with recursive chain as (
        select id, reporting_manager_id, 0 as depth from ${peopleAs('p')} where id = ${personId}
        union all
        select u.id, u.reporting_manager_id, c.depth + 1 from ${peopleAs('u')} join chain c on u.id = c.reporting_manager_id
        where c.depth < 1000
      )
      select u.id, ${fullNameSql('u')} as "fullName"
      from chain c join ${peopleAs('u')} on u.id = c.id
      where c.depth > 0 and u.deleted_at is null and u.is_active
        and u.id not in (${sql.join(
          excluded.map((id) => sql`${id}`),
          sql`, `,
        )})
      order by c.depth
      limit 1`,
  );
  return rows[0] ?? null;
}

/** Sets a person's projects; returns the ids of the projects they left. */
export async function replacePersonProjects(
  tx: DbOrTx,
  userId: string,
  projectIds: number[],
): Promise<number[]> {
  const current = await tx
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  const currentIds = current.map((c) => c.projectId);
  const removed = currentIds.filter((id) => !projectIds.includes(id));
  const added = projectIds.filter((id) => !currentIds.includes(id));
  if (removed.length > 0) {
    await tx
      .delete(projectMembers)
      .where(and(eq(projectMembers.userId, userId), inArray(projectMembers.projectId, removed)));
  }
  if (added.length > 0) {
    await tx.insert(projectMembers).values(added.map((projectId) => ({ projectId, userId })));
  }
  return removed;
}

/** Adds a person to projects they are not yet a member of; returns those they joined. */
export async function addPersonToProjects(
  tx: DbOrTx,
  userId: string,
  projectIds: number[],
): Promise<number[]> {
  if (projectIds.length === 0) return [];
  const rows = await tx
    .insert(projectMembers)
    .values(projectIds.map((projectId) => ({ projectId, userId })))
    .onConflictDoNothing()
    .returning({ projectId: projectMembers.projectId });
  return rows.map((r) => r.projectId);
}
