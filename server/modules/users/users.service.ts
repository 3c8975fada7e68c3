import type { DbOrTx } from '../../db/client.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { cacheRegion } from '../../lib/read-cache.ts';
import type { StoredFileOwner } from '../../lib/storage.ts';
import { presentSessionUser } from './users.presenter.ts';
import { avatarKeys, findActiveSessionUser, isAvatarKey } from './users.repository.ts';

export {
  findAccountByEmail,
  findAccountById,
  markEmailConfirmed,
  replacePasswordHash,
  setPasswordHash,
  type AuthAccount,
} from './users.repository.ts';

/** The signed-in user's view of themself, or null when the account is gone or deactivated. */
export async function getSessionUser(db: DbOrTx, userId: string): Promise<SessionUser | null> {
  const row = await findActiveSessionUser(db, userId);
  return row ? presentSessionUser(row) : null;
}

/** Signed-in people as getSessionUser reads them: the time zone falls back to the organisation's. */
const SESSION_USERS = cacheRegion('session-users', ['users', 'roles', 'user_permissions', 'org_settings']);

/** getSessionUser, kept in the process until a person, role, permission or the settings change. */
export function getCachedSessionUser(ctx: AppContext, userId: string): Promise<SessionUser | null> {
  return ctx.cache.get(SESSION_USERS, userId, () => getSessionUser(ctx.db, userId));
}

/** Profile pictures, kept while someone's profile shows them. */
export const avatarFiles: StoredFileOwner = {
  folders: ['avatars'],
  isInUse: isAvatarKey,
  keysInUse: avatarKeys,
};
