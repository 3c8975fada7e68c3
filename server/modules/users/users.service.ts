import type { DbOrTx } from '../../db/client.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { presentSessionUser } from './users.presenter.ts';
import { findActiveSessionUser } from './users.repository.ts';

export {
  findAccountByEmail,
  findAccountById,
  markEmailConfirmed,
  setPasswordHash,
  type AuthAccount,
} from './users.repository.ts';

/** The signed-in user's view of themself, or null when the account is gone or deactivated. */
export async function getSessionUser(db: DbOrTx, userId: string): Promise<SessionUser | null> {
  const row = await findActiveSessionUser(db, userId);
  return row ? presentSessionUser(row) : null;
}
