import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  holidayListQuerySchema,
  type HolidayListQuery,
  type HolidayListResponse,
} from '../../../../../shared/schemas/holidays.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { holidayKeys } from './holiday-keys.ts';

/** The list's query, as the shared schema reads it; no location: the caller's own (the server answers which). */
export type HolidaysListParams = HolidayListQuery;

export function fetchHolidays(
  params: HolidaysListParams,
  signal?: AbortSignal,
): Promise<HolidayListResponse> {
  return apiClient.get<HolidayListResponse>(`/holidays?${listQueryString(holidayListQuerySchema, params)}`, {
    signal,
  });
}

/** A page of one location's holidays, by date; the last page stays while the next loads. */
export function useHolidays(params: HolidaysListParams) {
  return useQuery({
    queryKey: holidayKeys.list(params),
    queryFn: ({ signal }) => fetchHolidays(params, signal),
    placeholderData: keepPreviousData,
  });
}
