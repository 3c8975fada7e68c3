import { useQuery } from '@tanstack/react-query';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { leaveKeys } from './leave-keys.ts';

/** One leave, opened by its address (GET /leaves/{id}); nothing is asked while `id` is null. */
export function useLeave(id: number | null) {
  return useQuery({
    queryKey: [...leaveKeys.all, 'one', id],
    queryFn: ({ signal }) => apiClient.get<Leave>(`/leaves/${id}`, { signal }),
    enabled: id !== null,
    retry: false,
  });
}
