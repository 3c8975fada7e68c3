import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { DashboardResponse } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';

/** The counts and My Tasks of whoever the hierarchy selector chose. */
export function useDashboard(page: number, pageSize: number) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: ['dashboard', viewAsId, page, pageSize],
    queryFn: ({ signal }) =>
      apiClient.get<DashboardResponse>(`/dashboard?page=${page}&pageSize=${pageSize}`, {
        headers: viewAsHeaders(viewAsId),
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
