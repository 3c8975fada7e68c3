import { and, eq, isNull, ne } from 'drizzle-orm';
import type { LanguageCode } from '../../../shared/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
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
  fields: Partial<Omit<NewUserRow, 'email' | 'employeeCode'>> & {
    avatarKey?: string | null;
    language?: LanguageCode;
    /** 'MM-DD', or null: not shown. */
    birthday?: string | null;
  },
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

/** Moves a person's direct reports to another manager. */
export async function moveDirectReports(tx: DbOrTx, fromId: string, toId: string, at: Date): Promise<void> {
  await tx
    .update(users)
    .set({ reportingManagerId: toId, updatedAt: at })
    .where(and(eq(users.reportingManagerId, fromId), isNull(users.deletedAt)));
}

/** Sets whether a person is active; answers whether that changed anything. */
export async function setActive(tx: DbOrTx, id: string, isActive: boolean, at: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ isActive, updatedAt: at })
    .where(and(eq(users.id, id), ne(users.isActive, isActive)))
    .returning({ id: users.id });
  return rows.length > 0;
}

/** Soft-deletes a person; answers whether they were not deleted yet. */
export async function softDeleteUser(tx: DbOrTx, id: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ deletedAt: at, isActive: false, updatedAt: at })
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
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
