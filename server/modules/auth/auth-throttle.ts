import {
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_ACCOUNT,
  LOGIN_WINDOW_MINUTES,
  RECOVERY_MAX_PER_ACCOUNT,
  RECOVERY_MAX_PER_ADDRESS,
  RECOVERY_WINDOW_MINUTES,
} from '../../../shared/constants.ts';
import { AUTH_MESSAGES } from '../../../shared/schemas/auth.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { clearCounter, incrementCounter, readCounter } from './auth.repository.ts';

const LOGIN_WINDOW = LOGIN_WINDOW_MINUTES * 60;
const RECOVERY_WINDOW = RECOVERY_WINDOW_MINUTES * 60;

const keys = {
  loginAccount: (email: string) => `login:account:${email}`,
  loginAddress: (ip: string) => `login:address:${ip}`,
  recoveryAccount: (email: string) => `recovery:account:${email}`,
  recoveryAddress: (ip: string) => `recovery:address:${ip}`,
};

function secondsUntil(date: Date, now: Date): number {
  return (date.getTime() - now.getTime()) / 1000;
}

/**
 * Refuses a password attempt (sign-in, or the current password in Settings > Account) when the
 * account or the address has used up its failures for the window. The message is the same for
 * both, and says nothing about the account.
 */
export async function admitLoginAttempt(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.now();
  for (const [key, limit] of [
    [keys.loginAccount(email), LOGIN_MAX_FAILURES_PER_ACCOUNT],
    [keys.loginAddress(ip), LOGIN_MAX_FAILURES_PER_ADDRESS],
  ] as const) {
    const counter = await readCounter(ctx.db, key, now);
    if (counter && counter.count >= limit) {
      throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, secondsUntil(counter.resetAt, now));
    }
  }
}

/** Counts a wrong password (sign-in or Settings > Account) against the account and the address. */
export async function recordLoginFailure(ctx: AppContext, email: string, ip: string): Promise<void> {
  const now = ctx.now();
  await incrementCounter(ctx.db, keys.loginAccount(email), LOGIN_WINDOW, now);
  await incrementCounter(ctx.db, keys.loginAddress(ip), LOGIN_WINDOW, now);
}

/** A successful sign-in, password change or password reset clears the account's failures. */
export async function clearLoginFailures(ctx: AppContext, email: string): Promise<void> {
  await clearCounter(ctx.db, keys.loginAccount(email));
}

/**
 * Counts a request for a recovery mail. An address over its limit gets a 429; an account over
 * its limit gets the usual answer but no further mail (a 429 there would reveal the account).
 * Returns whether a mail may be sent.
 */
export async function admitRecoveryMail(ctx: AppContext, email: string, ip: string): Promise<boolean> {
  const now = ctx.now();
  const address = await incrementCounter(ctx.db, keys.recoveryAddress(ip), RECOVERY_WINDOW, now);
  if (address.count > RECOVERY_MAX_PER_ADDRESS) {
    throw tooManyRequests(AUTH_MESSAGES.tooManyAttempts, secondsUntil(address.resetAt, now));
  }
  const account = await incrementCounter(ctx.db, keys.recoveryAccount(email), RECOVERY_WINDOW, now);
  return account.count <= RECOVERY_MAX_PER_ACCOUNT;
}
