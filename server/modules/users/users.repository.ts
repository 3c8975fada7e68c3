import { and, eq, exists, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { LanguageCode } from '../../../shared/constants.ts';
import type { DbOrTx } from '../../db/client.ts';
import { orgTimeZoneSql } from '../org/org.queries.ts';
import { roles, userPermissions, users } from '../../db/schema/users.ts';

/** Whether a stored file is someone's profile picture (and so may be shown to any signed-in user). */
export async function isAvatarKey(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.avatarKey, key));
  return Boolean(row);
}

/** Every stored file a row names (so that no row is found pointing at a missing file). */
export async function avatarKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ key: users.avatarKey }).from(users).where(isNotNull(users.avatarKey));
  return rows.map((r) => r.key!);
}

/** What sign-in needs to know about an account. */
export interface AuthAccount {
  id: string;
  email: string;
  firstName: string;
  passwordHash: string | null;
  isActive: boolean;
  emailConfirmed: boolean;
  /** The language of their mails; null: English. */
  language: LanguageCode | null;
}

const authColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  language: users.language,
  passwordHash: users.passwordHash,
  isActive: users.isActive,
  emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
};

/** Accounts that exist and are not deleted (deactivated ones included: callers decide). */
export async function findAccountByEmail(db: DbOrTx, email: string): Promise<AuthAccount | null> {
  const [row] = await db
    .select(authColumns)
    .from(users)
    .where(and(eq(users.email, email), isNull(users.deletedAt)));
  return row ?? null;
}

export async function findAccountById(db: DbOrTx, id: string): Promise<AuthAccount | null> {
  const [row] = await db
    .select(authColumns)
    .from(users)
    .where(and(eq(users.id, id), isNull(users.deletedAt)));
  return row ?? null;
}

export interface SessionUserRow {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  avatarKey: string | null;
  reportingManagerId: string | null;
  timeZone: string;
  emailConfirmed: boolean;
  language: LanguageCode | null;
  roleId: string | null;
  roleName: string | null;
  roleSystemKey: 'superAdmin' | 'admin' | null;
  permissions: string[];
  /** Someone (not deleted) reports to them. */
  hasDirectReports: boolean;
}

const directReport = alias(users, 'direct_report');

/** The signed-in user with role and granted permissions, if the account may still use the app. */
export async function findActiveSessionUser(db: DbOrTx, id: string): Promise<SessionUserRow | null> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarKey: users.avatarKey,
      reportingManagerId: users.reportingManagerId,
      timeZone: sql<string>`coalesce(${users.timeZone}, ${orgTimeZoneSql}, 'Asia/Kolkata')`,
      emailConfirmed: sql<boolean>`${users.emailConfirmedAt} is not null`,
      language: users.language,
      roleId: roles.id,
      roleName: roles.name,
      roleSystemKey: roles.systemKey,
      permissions: sql<
        string[]
      >`coalesce((select array_agg(${userPermissions.permission} order by ${userPermissions.permission}) from ${userPermissions} where ${userPermissions.userId} = ${users.id}), '{}')`,
      hasDirectReports: sql<boolean>`${exists(
        db
          .select({ one: sql`1` })
          .from(directReport)
          .where(and(eq(directReport.reportingManagerId, users.id), isNull(directReport.deletedAt))),
      )}`,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), isNull(users.deletedAt), eq(users.isActive, true)));
  return row ?? null;
}

export async function setPasswordHash(
  tx: DbOrTx,
  userId: string,
  passwordHash: string,
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({ passwordHash, passwordChangedAt: at, updatedAt: at })
    .where(eq(users.id, userId));
}

/**
 * Replaces a hash by one of the same password under the current settings. Not a password change:
 * only if the hash is still the one that was checked, so a change made meanwhile stands.
 */
export async function replacePasswordHash(
  db: DbOrTx,
  userId: string,
  checked: string,
  passwordHash: string,
): Promise<void> {
  await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), eq(users.passwordHash, checked)));
}

/** Marks the address confirmed; answers whether it was not yet. */
export async function markEmailConfirmed(tx: DbOrTx, userId: string, at: Date): Promise<boolean> {
  const rows = await tx
    .update(users)
    .set({ emailConfirmedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.emailConfirmedAt)))
    .returning({ id: users.id });
  return rows.length > 0;
}
