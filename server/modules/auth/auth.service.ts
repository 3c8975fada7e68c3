import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '../../../shared/constants.ts';
import { normalizeEmail } from '../../../shared/rules/email.ts';
import {
  AUTH_MESSAGES,
  type ChangePasswordBody,
  type LoginBody,
  type SessionUser,
} from '../../../shared/schemas/auth.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, fieldError, invalidCredentials } from '../../lib/errors.ts';
import { burnPasswordCheck, hashPassword, needsRehash, verifyPassword } from '../../lib/passwords.ts';
import { cacheRegion } from '../../lib/read-cache.ts';
import type { Authenticated } from '../../lib/session.plugin.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { publish } from '../events/events.service.ts';
import {
  findAccountByEmail,
  findAccountById,
  getCachedSessionUser,
  getSessionUser,
  replacePasswordHash,
  setPasswordHash,
} from '../users/users.service.ts';
import {
  deleteSession,
  deleteUserSessions,
  extendSession,
  findLiveSession,
  insertSession,
} from './auth.repository.ts';
import { admitLoginAttempt, clearLoginFailures, recordLoginFailure } from './auth-throttle.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session's expiry is pushed forward at most this often, to spare a write on every request. */
const SESSION_TOUCH_MS = 5 * 60 * 1000;
/** Live sessions by id hash; a revoked one is deleted, which drops them all (migration 0008). */
const SESSIONS = cacheRegion('sessions', ['sessions']);

export interface ClientMeta {
  ip: string;
  userAgent: string;
}

export interface SignedIn {
  sessionToken: string;
  user: SessionUser;
}

/**
 * Checks the credentials and opens a new session. Every sign-in gets a fresh session id, so a
 * session id planted before sign-in is worth nothing.
 */
export async function login(ctx: AppContext, body: LoginBody, meta: ClientMeta): Promise<SignedIn> {
  const email = normalizeEmail(body.email);
  await admitLoginAttempt(ctx, email, meta.ip);
  const account = await findAccountByEmail(ctx.db, email);
  const stored = account?.passwordHash ?? null;
  const passwordOk = stored
    ? await verifyPassword(body.password, stored)
    : (await burnPasswordCheck(body.password, ctx.config.scryptLog2N), false);
  if (!account || !stored || !passwordOk || !account.isActive) {
    await recordLoginFailure(ctx, email, meta.ip);
    throw invalidCredentials(AUTH_MESSAGES.invalidCredentials);
  }
  await clearLoginFailures(ctx, email);
  if (!account.emailConfirmed) {
    throw new AppError(403, 'email_not_verified', AUTH_MESSAGES.emailNotVerified);
  }
  if (needsRehash(stored, ctx.config.scryptLog2N)) {
    // Made with earlier settings: while the password is at hand, keep it under today's.
    const rehashed = await hashPassword(body.password, ctx.config.scryptLog2N);
    await replacePasswordHash(ctx.db, account.id, stored, rehashed);
  }
  const sessionToken = newToken();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    await insertSession(tx, {
      idHash: hashToken(sessionToken),
      userId: account.id,
      now,
      expiresAt: new Date(now.getTime() + SESSION_IDLE_DAYS * DAY_MS),
      ipAddress: meta.ip,
      userAgent: meta.userAgent,
    });
    // Only a sign-in that succeeded: a refused one is the throttle's business, not an event.
    await publish(tx, {
      type: 'auth.signed_in',
      actorId: account.id,
      subject: { kind: 'person', id: account.id },
      concerns: [account.id],
    });
  });
  const user = await getSessionUser(ctx.db, account.id);
  if (!user) throw invalidCredentials(AUTH_MESSAGES.invalidCredentials);
  return { sessionToken, user };
}

/** Ends this browser's session; an event only when a live session ended (never its id). */
export async function logout(ctx: AppContext, sessionToken: string | undefined): Promise<void> {
  if (!sessionToken) return;
  const idHash = hashToken(sessionToken);
  await ctx.db.transaction(async (tx) => {
    const ended = await deleteSession(tx, idHash);
    if (!ended || ended.expiresAt <= ctx.now()) return;
    await publish(tx, {
      type: 'auth.signed_out',
      actorId: ended.userId,
      subject: { kind: 'person', id: ended.userId },
      concerns: [ended.userId],
    });
  });
}

/**
 * The user behind a session cookie, or null. Sessions slide: use extends them by the idle
 * period, but never past the absolute limit from sign-in. Session and person come from the
 * read cache, so a request usually spends no round trip here; the expiry is checked every time.
 */
export async function authenticate(ctx: AppContext, sessionToken: string): Promise<Authenticated | null> {
  const now = ctx.now();
  const idHash = hashToken(sessionToken);
  const load = () => findLiveSession(ctx.db, idHash, now);
  let session = await ctx.cache.get(SESSIONS, idHash, load);
  if (session && session.expiresAt <= now) {
    // Expired as kept here; another instance may have pushed it forward since.
    ctx.cache.drop(SESSIONS, idHash);
    session = await ctx.cache.get(SESSIONS, idHash, load);
  }
  if (!session) return null;
  const user = await getCachedSessionUser(ctx, session.userId);
  if (!user) return null;
  if (now.getTime() - session.lastSeenAt.getTime() <= SESSION_TOUCH_MS) return { user, touch: null };
  const absoluteEnd = session.createdAt.getTime() + SESSION_ABSOLUTE_DAYS * DAY_MS;
  const expiresAt = new Date(Math.min(now.getTime() + SESSION_IDLE_DAYS * DAY_MS, absoluteEnd));
  // The kept copy moves at once, so the requests meanwhile neither expire it nor write again.
  session.lastSeenAt = now;
  session.expiresAt = expiresAt;
  return { user, touch: () => extendSession(ctx.db, idHash, now, expiresAt) };
}

/**
 * Settings > Account: checks the current password, sets the new one and ends every session of the
 * account, this one included: the person signs in again with the new password (spec 001 §4).
 * Wrong current passwords count as failed sign-ins of the account (and the address), so a stolen
 * session gets no more guesses than the sign-in form gives.
 */
export async function changePassword(
  ctx: AppContext,
  user: SessionUser,
  body: ChangePasswordBody,
  meta: ClientMeta,
): Promise<void> {
  const email = normalizeEmail(user.email);
  await admitLoginAttempt(ctx, email, meta.ip);
  const account = await findAccountById(ctx.db, user.id);
  if (!account?.passwordHash || !(await verifyPassword(body.currentPassword, account.passwordHash))) {
    await recordLoginFailure(ctx, email, meta.ip);
    throw fieldError('currentPassword', AUTH_MESSAGES.currentPasswordWrong);
  }
  await clearLoginFailures(ctx, email);
  const passwordHash = await hashPassword(body.newPassword, ctx.config.scryptLog2N);
  await ctx.db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash, ctx.now());
    await deleteUserSessions(tx, user.id);
    await publish(tx, {
      type: 'auth.password_changed',
      actorId: user.id,
      subject: { kind: 'person', id: user.id },
      concerns: [user.id],
    });
  });
}

/** Ends every session of a person (deactivation, deletion). Runs in the caller's transaction. */
export async function endAllSessions(tx: DbOrTx, userId: string): Promise<void> {
  await deleteUserSessions(tx, userId);
}

/** The fixed-window counters sign-in throttles with, for other modules' throttles (letter verification). */
export { incrementCounter } from './auth.repository.ts';
