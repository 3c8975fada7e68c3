import { RESET_LINK_TTL_MINUTES, VERIFICATION_LINK_TTL_HOURS } from '../../../shared/constants.ts';
import { normalizeEmail } from '../../../shared/rules/email.ts';
import { AUTH_MESSAGES, type ResetPasswordBody } from '../../../shared/schemas/auth.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { badRequest, gone } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { invitationMail, resetPasswordMail, verifyEmailMail } from '../../mail/templates.ts';
import { queueMail } from '../mail/mail.repository.ts';
import {
  findAccountByEmail,
  findAccountById,
  markEmailConfirmed,
  setPasswordHash,
  type AuthAccount,
} from '../users/users.service.ts';
import {
  consumeLinkToken,
  deleteUserSessions,
  findLinkToken,
  insertLinkToken,
  type LinkPurpose,
} from './auth.repository.ts';
import { admitRecoveryMail, clearLoginFailures } from './auth-throttle.ts';
import type { ClientMeta } from './auth.service.ts';

const MINUTE_MS = 60 * 1000;

function linkLifetimeMs(purpose: LinkPurpose): number {
  return purpose === 'verify_email'
    ? VERIFICATION_LINK_TTL_HOURS * 60 * MINUTE_MS
    : RESET_LINK_TTL_MINUTES * MINUTE_MS;
}

/**
 * Creates a single-use link for an account and queues its mail, in the caller's transaction.
 * Any earlier unused link of the same kind stops working.
 */
export async function issueLink(
  ctx: AppContext,
  tx: DbOrTx,
  account: Pick<AuthAccount, 'id' | 'email' | 'firstName'>,
  purpose: LinkPurpose,
  invitedBy = 'An administrator',
): Promise<void> {
  const token = newToken();
  const now = ctx.now();
  await insertLinkToken(tx, {
    userId: account.id,
    purpose,
    tokenHash: hashToken(token),
    now,
    expiresAt: new Date(now.getTime() + linkLifetimeMs(purpose)),
  });
  const base = ctx.config.appUrl;
  const mail =
    purpose === 'verify_email'
      ? verifyEmailMail({
          to: account.email,
          firstName: account.firstName,
          url: `${base}/not-verified?token=${token}`,
          hours: VERIFICATION_LINK_TTL_HOURS,
        })
      : purpose === 'invitation'
        ? invitationMail({
            to: account.email,
            firstName: account.firstName,
            invitedBy,
            url: `${base}/ResetPassword/${token}`,
            minutes: RESET_LINK_TTL_MINUTES,
          })
        : resetPasswordMail({
            to: account.email,
            firstName: account.firstName,
            url: `${base}/ResetPassword/${token}`,
            minutes: RESET_LINK_TTL_MINUTES,
          });
  await queueMail(tx, mail);
}

async function sendLink(ctx: AppContext, account: AuthAccount, purpose: LinkPurpose): Promise<void> {
  await ctx.db.transaction((tx) => issueLink(ctx, tx, account, purpose));
  ctx.nudgeMail();
}

/**
 * Forgot password. Only the throttle runs before the answer, and it reads nothing but the typed
 * address and the client's, so the answer is the same, in content and in time, whether or not the
 * account exists. The look-up and the mail are the returned work, for after the answer.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  rawEmail: string,
  meta: ClientMeta,
): Promise<() => Promise<void>> {
  const email = normalizeEmail(rawEmail);
  const mayMail = await admitRecoveryMail(ctx, email, meta.ip);
  return async () => {
    if (!mayMail) return;
    const account = await findAccountByEmail(ctx.db, email);
    if (account?.isActive) await sendLink(ctx, account, 'reset_password');
  };
}

/**
 * Resend from the not-verified screen after a sign-in with an unconfirmed address. Answers like
 * the forgot-password request: the look-up and the mail are the returned work, for after the answer.
 */
export async function resendVerification(
  ctx: AppContext,
  rawEmail: string,
  meta: ClientMeta,
): Promise<() => Promise<void>> {
  const email = normalizeEmail(rawEmail);
  const mayMail = await admitRecoveryMail(ctx, email, meta.ip);
  return async () => {
    if (!mayMail) return;
    const account = await findAccountByEmail(ctx.db, email);
    if (account?.isActive && !account.emailConfirmed) await sendLink(ctx, account, 'verify_email');
  };
}

type LinkRow = NonNullable<Awaited<ReturnType<typeof findLinkToken>>>;

/** A link that was never issued, was used, or was replaced is invalid; an unused old one has expired. */
async function readLink(ctx: AppContext, token: string, allowExpired = false): Promise<LinkRow> {
  const link = await findLinkToken(ctx.db, hashToken(token));
  if (!link || link.consumedAt) throw badRequest('link_invalid', AUTH_MESSAGES.linkInvalid);
  if (!allowExpired && link.expiresAt.getTime() <= ctx.now().getTime()) {
    throw gone('link_expired', AUTH_MESSAGES.linkExpired);
  }
  return link;
}

export async function checkLink(ctx: AppContext, token: string): Promise<LinkPurpose> {
  return (await readLink(ctx, token)).purpose;
}

/** Sends a fresh link of the same kind in place of an expired (or still valid) one. */
export async function resendLink(ctx: AppContext, token: string, meta: ClientMeta): Promise<void> {
  const link = await readLink(ctx, token, true);
  const account = await findAccountById(ctx.db, link.userId);
  if (!account?.isActive) return;
  if (await admitRecoveryMail(ctx, account.email, meta.ip)) {
    await sendLink(ctx, account, link.purpose === 'verify_email' ? 'verify_email' : 'reset_password');
  }
}

/**
 * Sets a new password from a reset or invitation link. The link is used up, the address counts
 * as confirmed (the mail reached its owner), and every session of the account ends.
 */
export async function resetPassword(ctx: AppContext, body: ResetPasswordBody): Promise<void> {
  const link = await readLink(ctx, body.token);
  if (link.purpose === 'verify_email') throw badRequest('link_invalid', AUTH_MESSAGES.linkInvalid);
  const account = await findAccountById(ctx.db, link.userId);
  if (!account?.isActive) throw badRequest('link_invalid', AUTH_MESSAGES.linkInvalid);
  const passwordHash = await hashPassword(body.newPassword, ctx.config.scryptLog2N);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(tx, link.id, now)))
      throw badRequest('link_invalid', AUTH_MESSAGES.linkInvalid);
    await setPasswordHash(tx, link.userId, passwordHash, now);
    await markEmailConfirmed(tx, link.userId, now);
    await deleteUserSessions(tx, link.userId);
  });
  await clearLoginFailures(ctx, account.email);
}

export async function confirmEmail(ctx: AppContext, token: string): Promise<void> {
  const link = await readLink(ctx, token);
  if (link.purpose !== 'verify_email') throw badRequest('link_invalid', AUTH_MESSAGES.linkInvalid);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(tx, link.id, now)))
      throw badRequest('link_invalid', AUTH_MESSAGES.linkInvalid);
    await markEmailConfirmed(tx, link.userId, now);
  });
}

/** Sends the first administrator of a new install the link to choose a password. */
export async function inviteAccountByEmail(ctx: AppContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, normalizeEmail(email));
  if (!account) return;
  await ctx.db.transaction((tx) => issueLink(ctx, tx, account, 'invitation', 'Orgdesk'));
  ctx.nudgeMail();
}
