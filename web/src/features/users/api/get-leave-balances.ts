import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ledgerQuerySchema, type LeaveBalancesResponse } from '../../../../../shared/schemas/leave.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { userKeys } from './user-keys.ts';

export function fetchLeaveBalances(
  userId: string,
  page: { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<LeaveBalancesResponse> {
  return apiClient.get<LeaveBalancesResponse>(
    `/users/${encodeURIComponent(userId)}/leave-balances?${listQueryString(ledgerQuerySchema, page)}`,
    { signal },
  );
}

/** A person's balances by leave type and a page of the ledger behind them, newest first. */
export function useLeaveBalances(userId: string, page: { page: number; pageSize: number }) {
  return useQuery({
    queryKey: userKeys.leaveLedger(userId, page),
    queryFn: ({ signal }) => fetchLeaveBalances(userId, page, signal),
    placeholderData: keepPreviousData,
  });
}
