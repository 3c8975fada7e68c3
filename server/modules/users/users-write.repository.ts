import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { projectMembers, projects } from '../../db/schema/projects.ts';
import {
  departments,
  designations,
  roles,
  userPermissions,
  userReassignments,
  users,
} from '../../db/schema/users.ts';

export interface NewUserRow {
  email: string;
  firstName: string;
  lastName: string;
  countryIso: string;
  countryCode: string;
  phoneNumber: string;
  gender: 'Male' | 'Female' | 'Others';
  maritalStatus: 'Married' | 'Unmarried';
  employeeCode: string;
  departmentId: string;
  designationId: string;
  roleId: string;
  reportingManagerId: string | null;
  holidayLocation?: number | null;
}

export async function insertUser(tx: DbOrTx, row: NewUserRow): Promise<string> {
  const [created] = await tx.insert(users).values(row).returning({ id: users.id });
  return created!.id;
}

export async function updateUserRow(
  tx: DbOrTx,
  id: string,
  fields: Partial<Omit<NewUserRow, 'email' | 'employeeCode'>> & { avatarKey?: string | null },
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ ...fields, updatedAt: at })
    .where(eq(users.id, id));
}

export async function replacePermissions(tx: DbOrTx, userId: string, permissions: string[]): Promise<void> {
  await tx.delete(userPermissions).where(eq(userPermissions.userId, userId));
  if (permissions.length > 0) {
    await tx.insert(userPermissions).values(permissions.map((permission) => ({ userId, permission })));
  }
}

/** Sets a person's projects; returns the ids of the projects they left. */
export async function replaceProjects(tx: DbOrTx, userId: string, projectIds: number[]): Promise<number[]> {
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

/** Moves a person's direct reports to another manager. */
export async function moveDirectReports(tx: DbOrTx, fromId: string, toId: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ reportingManagerId: toId, updatedAt: at })
    .where(and(eq(users.reportingManagerId, fromId), isNull(users.deletedAt)));
}

export async function setActive(tx: DbOrTx, id: string, isActive: boolean, at: Date): Promise<void> {
  await tx.update(users).set({ isActive, updatedAt: at }).where(eq(users.id, id));
}

export async function softDeleteUser(tx: DbOrTx, id: string, at: Date): Promise<void> {
  await tx.update(users).set({ deletedAt: at, isActive: false, updatedAt: at }).where(eq(users.id, id));
}

export async function recordReassignment(
  tx: DbOrTx,
  row: {
    userId: string;
    newOwnerId: string;
    reason: 'deactivated' | 'deleted' | 'removed_from_project';
    projectId?: number;
    actorId: string;
  },
): Promise<void> {
  await tx.insert(userReassignments).values(row);
}

const NAMED_TABLES = { departments, designations, roles } as const;

/** Adds a department, designation or role; null when one with that name (any case) exists. */
export async function insertNamedItem(
  tx: DbOrTx,
  kind: keyof typeof NAMED_TABLES,
  name: string,
): Promise<{ id: string; name: string } | null> {
  const table = NAMED_TABLES[kind];
  const rows = await tx
    .insert(table)
    .values({ name })
    .onConflictDoNothing()
    .returning({ id: table.id, name: table.name });
  return rows[0] ?? null;
}

export async function namedItemsExist(
  tx: DbOrTx,
  kind: keyof typeof NAMED_TABLES,
  id: string,
): Promise<boolean> {
  const table = NAMED_TABLES[kind];
  const [row] = await tx.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

export async function findRole(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: roles.id, name: roles.name, systemKey: roles.systemKey })
    .from(roles)
    .where(eq(roles.id, id));
  return row ?? null;
}

export async function countExistingProjects(tx: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(projects)
    .where(and(inArray(projects.id, ids), isNull(projects.deletedAt)));
  return row?.n ?? 0;
}

/** Adds a person to projects they are not yet a member of. */
export async function addToProjects(tx: DbOrTx, userId: string, projectIds: number[]): Promise<void> {
  if (projectIds.length === 0) return;
  await tx
    .insert(projectMembers)
    .values(projectIds.map((projectId) => ({ projectId, userId })))
    .onConflictDoNothing();
}
