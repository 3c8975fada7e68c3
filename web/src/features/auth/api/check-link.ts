import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';

export type LinkPurpose = 'reset_password' | 'verify_email' | 'invitation';

export function checkLink(token: string): Promise<{ purpose: LinkPurpose }> {
  return apiClient.post<{ purpose: LinkPurpose }>('/auth/links/check', { token });
}

/** Whether an e-mailed link can still be used; read-only, so it is a query despite the POST. */
export function useCheckLink(token: string) {
  return useQuery({
    queryKey: ['auth', 'link', token],
    queryFn: () => checkLink(token),
    staleTime: Infinity,
    gcTime: 0,
  });
}
