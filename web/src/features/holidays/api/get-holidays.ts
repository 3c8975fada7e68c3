import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { HolidayListResponse } from '../../../../../shared/schemas/holidays.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Every cached answer about holidays starts with this key, so one invalidation refreshes them all. */
export const HOLIDAYS_KEY = ['holidays'] as const;

export interface HolidaysListParams {
  /** The calendar asked for; null: the caller's own (the server answers which it listed). */
  location: number | null;
  search: string;
  page: number;
  pageSize: number;
}

export function fetchHolidays(
  params: HolidaysListParams,
  signal?: AbortSignal,
): Promise<HolidayListResponse> {
  const query = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
  if (params.location !== null) query.set('location', String(params.location));
  if (params.search.trim()) query.set('search', params.search.trim());
  return apiClient.get<HolidayListResponse>(`/holidays?${query.toString()}`, { signal });
}

/** A page of one location's holidays, by date; the last page stays while the next loads. */
export function useHolidays(params: HolidaysListParams) {
  return useQuery({
    queryKey: [...HOLIDAYS_KEY, 'list', params],
    queryFn: ({ signal }) => fetchHolidays(params, signal),
    placeholderData: keepPreviousData,
  });
}
