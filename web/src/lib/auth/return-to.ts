/** Where a guard sends someone after sign-in: the page they asked for, kept in the location state. */
export interface ReturnToState {
  from?: string;
  /** The session ended on the server (expired, revoked): the sign-in page says so. */
  sessionEnded?: boolean;
}

export const DEFAULT_SIGNED_IN_PATH = '/dashboard';

export function pathOf(location: { pathname: string; search?: string; hash?: string }): string {
  return `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
}

/** The remembered page, if it is a safe in-app path; else the dashboard. */
export function returnTarget(state: unknown): string {
  const from = (state as ReturnToState | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//'))
    return DEFAULT_SIGNED_IN_PATH;
  if (/^\/(login|forgot-password|not-verified|resetpassword)(\/|\?|$)/i.test(from))
    return DEFAULT_SIGNED_IN_PATH;
  return from;
}

let signedOutOnPurpose = false;
let sessionEnded = false;

/**
 * Set when the person logs out (and cleared when someone signs in): the guards then send them to
 * sign in without remembering the page they left, so whoever signs in next starts on the dashboard.
 */
export function markSignedOut(value = true): void {
  signedOutOnPurpose = value;
  sessionEnded = false;
}

/**
 * Set when a call finds the session gone (a 401: it expired, or was ended elsewhere) and cleared
 * when someone signs in or logs out: until then, the way to the sign-in page says so.
 */
export function markSessionEnded(value = true): void {
  sessionEnded = value;
}

/**
 * What the way to the sign-in page carries from `location`: the page to come back to, unless the
 * person logged out on purpose, and whether their session ended under them.
 */
export function signInState(location: {
  pathname: string;
  search?: string;
  hash?: string;
}): ReturnToState | undefined {
  if (signedOutOnPurpose) return undefined;
  return sessionEnded ? { from: pathOf(location), sessionEnded: true } : { from: pathOf(location) };
}

/** Whether the sign-in page was reached because the session ended (see markSessionEnded). */
export function isSessionEndedState(state: unknown): boolean {
  return (state as ReturnToState | null)?.sessionEnded === true;
}
