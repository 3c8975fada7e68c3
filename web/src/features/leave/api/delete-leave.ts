import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { leaveKeys } from './leave-keys.ts';

/** Withdraws the signed-in person's own pending leave. */
export function useDeleteLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiClient.delete<void>(`/leaves/${id}`),
    onSettled: () => {
      // Also after a refusal: the leave may have been decided meanwhile, and the list should say so.
      void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}
