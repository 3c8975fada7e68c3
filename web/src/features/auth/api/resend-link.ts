import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

/** Sends a fresh link of the same kind in place of an expired one. */
export function resendLink(token: string): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/links/resend', { token });
}

export function useResendLink() {
  return useMutation({ mutationFn: resendLink });
}
