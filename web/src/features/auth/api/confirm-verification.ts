import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export function confirmVerification(token: string): Promise<{ message: string }> {
  return apiClient.post<{ message: string }>('/auth/verification/confirm', { token });
}

/**
 * Confirms the address of a verification link once, when its page opens. A query (not a
 * mutation in an effect) so that a second render or StrictMode does not send it twice.
 */
export function useConfirmVerification(token: string) {
  return useQuery({
    queryKey: ['auth', 'verification', token],
    queryFn: () => confirmVerification(token),
    staleTime: Infinity,
    retry: false,
  });
}
