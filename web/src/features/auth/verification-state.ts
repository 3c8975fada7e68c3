import { isApiError } from '../../lib/api-client.ts';

/** The states of the e-mail status screen (spec 001 §2.10), plus 'invalid' for a link that cannot be used. */
export type VerificationStatus = 'success' | 'expired' | 'sent' | 'not-verified' | 'invalid';

const STATUSES: readonly VerificationStatus[] = ['success', 'expired', 'sent', 'not-verified', 'invalid'];

/** What other pages hand to /not-verified in the router location state. */
export interface NotVerifiedLocationState {
  status: VerificationStatus;
  /** For Resend in the not-verified state. */
  email?: string;
  /** For Resend in the expired state: the expired link's token. */
  token?: string;
  /** An English message to show under the title (e.g. the server's answer). */
  message?: string;
}

export function isVerificationStatus(value: unknown): value is VerificationStatus {
  return STATUSES.includes(value as VerificationStatus);
}

/** How a failed link call is shown: an expired link can be resent, an invalid one cannot. */
export function linkFailure(error: unknown): 'expired' | 'invalid' | null {
  if (!isApiError(error)) return null;
  if (error.status === 410) return 'expired';
  // 422: the token in the address is not even well formed.
  if (error.status === 400 || error.status === 422) return 'invalid';
  return null;
}
