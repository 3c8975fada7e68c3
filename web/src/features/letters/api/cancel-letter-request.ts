import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { letterKeys } from './letter-keys.ts';

/** Withdraws the signed-in person's own request while nobody has decided it. */
export function useCancelLetterRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`/letters/requests/${id}`),
    // Also after a refusal: the request may have been decided meanwhile.
    onSettled: () => void queryClient.invalidateQueries({ queryKey: letterKeys.requests() }),
  });
}
