import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Leave, LeaveBody } from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { leaveKeys } from './leave-keys.ts';

/** Edits the signed-in person's own pending leave. */
export function useUpdateLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: LeaveBody }) =>
      apiClient.put<Leave>(`/leaves/${id}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}
