import { isApiError } from '../../lib/api-client.ts';

/**
 * The states of the e-mail status screen (spec 001 §2.10), plus 'invalid' for a link that cannot be
 * used and 'already-verified' for a verification link used before (its address can sign in).
 */
const STATUSES = ['success', 'expired', 'sent', 'not-verified', 'invalid', 'already-verified'] as const;

export type VerificationStatus = (typeof STATUSES)[number];

/** What other pages hand to /not-verified in the router location state. */
export interface NotVerifiedLocationState {
  status: VerificationStatus;
  /** For Resend in the not-verified state. */
  email?: string;
  /** For Resend in the expired and invalid states: the link's token. */
  token?: string;
  /** An English message to show under the title (e.g. the server's answer). */
  message?: string;
}

export function isVerificationStatus(value: unknown): value is VerificationStatus {
  return STATUSES.includes(value as VerificationStatus);
}

/**
 * How a failed link call is shown: an expired link can be resent; an invalid one perhaps (a
 * replaced verification link can); a used verification link means the address can sign in.
 */
export function linkFailure(error: unknown): 'expired' | 'invalid' | 'already-verified' | null {
  if (!isApiError(error)) return null;
  if (error.code === 'already_verified') return 'already-verified';
  if (error.status === 410) return 'expired';
  // 422: the token in the address is not even well formed.
  if (error.status === 400 || error.status === 422) return 'invalid';
  return null;
}
