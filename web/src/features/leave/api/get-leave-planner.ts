import { useQuery } from '@tanstack/react-query';
import type { LeavePlanner } from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { leaveKeys } from './leave-keys.ts';

export const LEAVE_PLANNER_KEY = leaveKeys.planner();

export function fetchLeavePlanner(signal?: AbortSignal): Promise<LeavePlanner> {
  return apiClient.get<LeavePlanner>('/leaves/planner', { signal });
}

/**
 * What the apply form needs about the signed-in person (never the viewed one: people apply for
 * themselves): the days it cannot offer and what each balance allows. Asked for while `enabled`.
 */
export function useLeavePlanner(enabled: boolean) {
  return useQuery({
    queryKey: LEAVE_PLANNER_KEY,
    queryFn: ({ signal }) => fetchLeavePlanner(signal),
    enabled,
  });
}
