import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Position } from '../../../../../shared/rules/attendance.ts';
import type { WorkSiteListResponse } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { workSiteKeys } from './work-site-keys.ts';

/** The work sites with their people and the attendance settings; with a position, each site's distance. */
export function fetchWorkSites(
  position: Position | null,
  signal?: AbortSignal,
): Promise<WorkSiteListResponse> {
  const query = position
    ? `?${new URLSearchParams({ latitude: String(position.latitude), longitude: String(position.longitude) }).toString()}`
    : '';
  return apiClient.get<WorkSiteListResponse>(`/work-sites${query}`, { signal });
}

/** The list stays on screen while the same list with distances loads, once the browser gives a position. */
export function useWorkSites(position: Position | null) {
  return useQuery({
    queryKey: workSiteKeys.list(position),
    queryFn: ({ signal }) => fetchWorkSites(position, signal),
    placeholderData: keepPreviousData,
  });
}
