import {
  INVITATION_LINK_TTL_DAYS,
  RESET_LINK_TTL_MINUTES,
  VERIFICATION_LINK_TTL_HOURS,
} from '../../../shared/constants.ts';
import { normalizeEmail } from '../../../shared/rules/email.ts';
import { AUTH_MESSAGES, type ResetPasswordBody } from '../../../shared/schemas/auth.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { badRequest, fieldError, gone } from '../../lib/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { hashToken, newToken } from '../../lib/tokens.ts';
import { invitationMail, resetPasswordMail, verifyEmailMail } from '../../mail/templates.ts';
import { publish } from '../events/events.service.ts';
import { enqueueMail } from '../mail/mail.service.ts';
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

/** A reset link is short-lived (spec 001 §4); an invitation waits a week for a new colleague. */
function linkLifetimeMs(purpose: LinkPurpose): number {
  if (purpose === 'verify_email') return VERIFICATION_LINK_TTL_HOURS * 60 * MINUTE_MS;
  if (purpose === 'invitation') return INVITATION_LINK_TTL_DAYS * 24 * 60 * MINUTE_MS;
  return RESET_LINK_TTL_MINUTES * MINUTE_MS;
}

/**
 * Creates a single-use link for an account and queues its mail, in the caller's transaction.
 * Any earlier unused link of the same kind stops working.
 */
export async function issueLink(
  ctx: AppContext,
  tx: DbOrTx,
  account: Pick<AuthAccount, 'id' | 'email' | 'firstName' | 'language'>,
  purpose: LinkPurpose,
  /** Who created the account, for an invitation; null: an administrator, unnamed. */
  invitedBy: string | null = null,
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
  const recipient = { to: account.email, firstName: account.firstName, language: account.language };
  const mail =
    purpose === 'verify_email'
      ? verifyEmailMail({
          ...recipient,
          url: `${base}/not-verified?token=${token}`,
          hours: VERIFICATION_LINK_TTL_HOURS,
        })
      : purpose === 'invitation'
        ? invitationMail({
            ...recipient,
            invitedBy,
            url: `${base}/ResetPassword/${token}`,
            days: INVITATION_LINK_TTL_DAYS,
          })
        : resetPasswordMail({
            ...recipient,
            url: `${base}/ResetPassword/${token}`,
            minutes: RESET_LINK_TTL_MINUTES,
          });
  await enqueueMail(tx, mail);
}

/** The event of a link mailed on request, by its kind. */
const LINK_REQUESTED = {
  reset_password: 'auth.password_reset_requested',
  verify_email: 'auth.verification_requested',
  invitation: 'auth.invitation_resent',
} as const;

/**
 * Mails a link someone asked for, and records that it was asked for (never the link: its mail
 * keeps it). Nobody is signed in when they ask, so the request has no actor.
 */
async function sendLink(
  ctx: AppContext,
  account: AuthAccount,
  purpose: LinkPurpose,
  data: Record<string, unknown> = {},
): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await issueLink(ctx, tx, account, purpose);
    await publish(tx, {
      type: LINK_REQUESTED[purpose],
      actorId: null,
      subject: { kind: 'person', id: account.id },
      concerns: [account.id],
      data,
    });
  });
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

const linkInvalid = () => badRequest('link_invalid', AUTH_MESSAGES.linkInvalid);

/** A link that was never issued, was used, or was replaced is invalid; an unused old one has expired. */
async function readLink(ctx: AppContext, token: string, allowExpired = false): Promise<LinkRow> {
  const link = await findLinkToken(ctx.db, hashToken(token));
  if (!link || link.consumedAt) throw await linkUnusable(ctx, link);
  if (!allowExpired && link.expiresAt.getTime() <= ctx.now().getTime()) {
    throw gone('link_expired', AUTH_MESSAGES.linkExpired);
  }
  return link;
}

/**
 * Why a link cannot be used. A used (or replaced) verification link of an address that is now
 * confirmed says so, so that the page offers to sign in rather than to ask for another link.
 */
async function linkUnusable(ctx: AppContext, link: LinkRow | null) {
  if (link?.purpose !== 'verify_email') return linkInvalid();
  const account = await findAccountById(ctx.db, link.userId);
  return account?.emailConfirmed
    ? badRequest('already_verified', AUTH_MESSAGES.alreadyVerified)
    : linkInvalid();
}

export async function checkLink(ctx: AppContext, token: string): Promise<LinkPurpose> {
  return (await readLink(ctx, token)).purpose;
}

/**
 * Sends a fresh link of the same kind in place of an expired (or still valid) one. A verification
 * link that a newer one replaced still earns a fresh one while the address is unconfirmed: only
 * the owner of the mailbox holds it, and the mail goes to that mailbox.
 */
export async function resendLink(ctx: AppContext, token: string, meta: ClientMeta): Promise<void> {
  const link = await findLinkToken(ctx.db, hashToken(token));
  if (!link) throw linkInvalid();
  const account = await findAccountById(ctx.db, link.userId);
  if (link.consumedAt && (link.purpose !== 'verify_email' || account?.emailConfirmed)) {
    throw await linkUnusable(ctx, link);
  }
  if (!account?.isActive) return;
  if (await admitRecoveryMail(ctx, account.email, meta.ip)) {
    await sendLink(ctx, account, link.purpose, { resent: true });
  }
}

/**
 * Sets a new password from a reset or invitation link, and answers which kind it was. The new
 * password must differ from the current one (spec 001 §5). The link is used up, the address counts
 * as confirmed (the mail reached its owner), and every session of the account ends.
 */
export async function resetPassword(
  ctx: AppContext,
  body: ResetPasswordBody,
): Promise<Exclude<LinkPurpose, 'verify_email'>> {
  const link = await readLink(ctx, body.token);
  if (link.purpose === 'verify_email') throw linkInvalid();
  const account = await findAccountById(ctx.db, link.userId);
  if (!account?.isActive) throw linkInvalid();
  if (account.passwordHash && (await verifyPassword(body.newPassword, account.passwordHash))) {
    throw fieldError('newPassword', AUTH_MESSAGES.passwordSameAsCurrent);
  }
  const passwordHash = await hashPassword(body.newPassword, ctx.config.scryptLog2N);
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(tx, link.id, now))) throw linkInvalid();
    await setPasswordHash(tx, link.userId, passwordHash, now);
    const confirmed = await markEmailConfirmed(tx, link.userId, now);
    await deleteUserSessions(tx, link.userId);
    // Whoever holds the mailed link is the person: they act.
    await publish(tx, {
      type: link.purpose === 'invitation' ? 'auth.invitation_accepted' : 'auth.password_reset',
      actorId: link.userId,
      subject: { kind: 'person', id: link.userId },
      concerns: [link.userId],
      ...(confirmed ? { changes: { emailConfirmed: { from: false, to: true } } } : {}),
    });
  });
  await clearLoginFailures(ctx, account.email);
  return link.purpose;
}

export async function confirmEmail(ctx: AppContext, token: string): Promise<void> {
  const link = await readLink(ctx, token);
  if (link.purpose !== 'verify_email') throw linkInvalid();
  const now = ctx.now();
  await ctx.db.transaction(async (tx) => {
    if (!(await consumeLinkToken(tx, link.id, now))) throw linkInvalid();
    const confirmed = await markEmailConfirmed(tx, link.userId, now);
    await publish(tx, {
      type: 'auth.email_verified',
      actorId: link.userId,
      subject: { kind: 'person', id: link.userId },
      concerns: [link.userId],
      ...(confirmed ? { changes: { emailConfirmed: { from: false, to: true } } } : {}),
    });
  });
}

/** Sends the first administrator of a new install the link to choose a password. */
export async function inviteAccountByEmail(ctx: AppContext, email: string): Promise<void> {
  const account = await findAccountByEmail(ctx.db, normalizeEmail(email));
  if (!account) return;
  await ctx.db.transaction((tx) => issueLink(ctx, tx, account, 'invitation', 'Orgdesk'));
  ctx.nudgeMail();
}
