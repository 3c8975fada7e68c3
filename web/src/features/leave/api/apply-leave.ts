import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Leave, LeaveBody } from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { leaveKeys } from './leave-keys.ts';

/** Applies for leave; the list and the planner (its days and balances) are fetched again. */
export function useApplyLeave() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentRequest<LeaveBody>) =>
      apiClient.post<Leave>('/leaves', body, { idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}
