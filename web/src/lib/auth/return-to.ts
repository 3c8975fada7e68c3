/** Where a guard sends someone after sign-in: the page they asked for, kept in the location state. */
export interface ReturnToState {
  from?: string;
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

/**
 * Set when the person logs out (and cleared when someone signs in): the guards then send them to
 * sign in without remembering the page they left, so whoever signs in next starts on the dashboard.
 */
export function markSignedOut(value = true): void {
  signedOutOnPurpose = value;
}

export function isSignedOutOnPurpose(): boolean {
  return signedOutOnPurpose;
}
