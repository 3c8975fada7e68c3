import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { leaveKeys } from './leave-keys.ts';

export type LeaveDecision = 'approve' | 'reject' | 'cancel';

/**
 * Approves or rejects a pending leave, or cancels an approved one that has not started, with an
 * optional note for the applicant's mail. The list and the planner are fetched again either way:
 * a refusal (409) usually means someone else decided first.
 */
export function useChangeLeaveStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, action, note }: { id: number; action: LeaveDecision; note?: string }) =>
      apiClient.post<Leave>(`/leaves/${id}/${action}`, note?.trim() ? { note: note.trim() } : {}),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: leaveKeys.all });
    },
  });
}
