import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  LeaveBalancesResponse,
  LeaveCorrectionBody,
} from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

/** An Admin's correction of someone's balance, kept on their ledger with its reason. */
export function correctLeaveBalance(
  userId: string,
  { body, idempotencyKey }: IdempotentRequest<LeaveCorrectionBody>,
): Promise<LeaveBalancesResponse> {
  return apiClient.post<LeaveBalancesResponse>(
    `/users/${encodeURIComponent(userId)}/leave-corrections`,
    body,
    { idempotencyKey },
  );
}

export function useCorrectLeaveBalance(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: IdempotentRequest<LeaveCorrectionBody>) => correctLeaveBalance(userId, request),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.leaveBalances(userId) }),
  });
}
