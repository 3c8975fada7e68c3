import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Position } from '../../../../../shared/rules/attendance.ts';
import type { WorkSiteListResponse } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Every cached answer about work sites starts with this key, so one invalidation refreshes them all. */
export const WORK_SITES_KEY = ['work-sites'] as const;

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
    queryKey: [...WORK_SITES_KEY, 'list', position],
    queryFn: ({ signal }) => fetchWorkSites(position, signal),
    placeholderData: keepPreviousData,
  });
}
