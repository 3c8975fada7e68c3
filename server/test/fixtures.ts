import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Permission } from '../../shared/permissions.ts';
import type { Db } from '../db/client.ts';
import { orgSettings, roles, userPermissions, users } from '../db/schema.ts';
import { hashPassword } from '../lib/passwords.ts';

export const TEST_PASSWORD = 'Secret#123';

let cachedHash: Promise<string> | null = null;

export async function ensureOrg(db: Db, demo = false): Promise<void> {
  await db
    .insert(orgSettings)
    .values({ id: 1, name: 'Test org', timeZone: 'Asia/Kolkata', demo })
    .onConflictDoNothing();
}

export async function ensureRole(db: Db, name: string, systemKey: 'superAdmin' | 'admin' | null = null) {
  const [existing] = await db.select().from(roles).where(eq(roles.name, name));
  if (existing) return existing;
  const [row] = await db.insert(roles).values({ name, systemKey }).returning();
  return row!;
}

/** Inserts an active user with a confirmed e-mail and the test password, unless told otherwise. */
export async function createUser(
  db: Db,
  input: {
    email?: string;
    firstName?: string;
    lastName?: string;
    role?: 'superAdmin' | 'admin' | 'Employee';
    permissions?: Permission[];
    managerId?: string | null;
    confirmed?: boolean;
    active?: boolean;
    password?: string | null;
  } = {},
) {
  await ensureOrg(db);
  const roleName =
    input.role === 'superAdmin' ? 'Super admin' : input.role === 'admin' ? 'Admin' : 'Employee';
  const role = await ensureRole(
    db,
    roleName,
    input.role === 'superAdmin' || input.role === 'admin' ? input.role : null,
  );
  cachedHash ??= hashPassword(TEST_PASSWORD, 10);
  const passwordHash =
    input.password === null
      ? null
      : input.password
        ? await hashPassword(input.password, 10)
        : await cachedHash;
  const suffix = randomBytes(4).toString('hex');
  const [user] = await db
    .insert(users)
    .values({
      email: input.email ?? `user-${suffix}@example.com`,
      firstName: input.firstName ?? 'Test',
      lastName: input.lastName ?? `User ${suffix}`,
      employeeCode: `T${suffix}`,
      roleId: role.id,
      reportingManagerId: input.managerId ?? null,
      passwordHash,
      emailConfirmedAt: input.confirmed === false ? null : new Date(),
      isActive: input.active ?? true,
    })
    .returning();
  if (input.permissions?.length) {
    await db
      .insert(userPermissions)
      .values(input.permissions.map((permission) => ({ userId: user!.id, permission })));
  }
  return user!;
}
