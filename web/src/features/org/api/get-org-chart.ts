import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OrgChartResponse } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';

/** The chart around `userId`, or around the viewed person when not given. */
export function fetchOrgChart(
  userId: string | null,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<OrgChartResponse> {
  const query = userId ? `?userId=${encodeURIComponent(userId)}` : '';
  return apiClient.get<OrgChartResponse>(`/org/chart${query}`, { headers: viewAsHeaders(viewAsId), signal });
}

export function useOrgChart(userId: string | null) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: ['org', 'chart', viewAsId, userId],
    queryFn: ({ signal }) => fetchOrgChart(userId, viewAsId, signal),
    placeholderData: keepPreviousData,
  });
}
