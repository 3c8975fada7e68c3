import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  leaveListQuerySchema,
  type LeaveCountResponse,
  type LeaveListQuery,
  type LeaveListResponse,
} from '../../../../../shared/schemas/leave.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { useListTotal } from '../../../components/list/use-list-total.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { leaveKeys } from './leave-keys.ts';

/** What the leave list shows: the API's query, as the shared schema reads it. */
export type LeaveListParams = LeaveListQuery;

export function fetchLeaves(
  params: LeaveListParams,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<LeaveListResponse> {
  return apiClient.get<LeaveListResponse>(`/leaves?${listQueryString(leaveListQuerySchema, params)}`, {
    headers: viewAsHeaders(viewAsId),
    signal,
  });
}

/**
 * A page of leave applications, as whoever the hierarchy selector chose; the last page stays while
 * the next loads. A searched page found among many applications comes without its total: the
 * total is then asked for apart, once for the search whatever the page, and is null until it comes.
 */
export function useLeaves(params: LeaveListParams) {
  const viewAsId = useViewAsId();
  const list = useQuery({
    queryKey: leaveKeys.list(viewAsId, params),
    queryFn: ({ signal }) => fetchLeaves(params, viewAsId, signal),
    placeholderData: keepPreviousData,
  });
  const counted = { ...params, page: 1, pageSize: 10 };
  const total = useListTotal(list.data?.total, list.data !== undefined && !list.isPlaceholderData, {
    queryKey: leaveKeys.count(viewAsId, counted),
    queryFn: ({ signal }) =>
      apiClient.get<LeaveCountResponse>(`/leaves/count?${listQueryString(leaveListQuerySchema, counted)}`, {
        headers: viewAsHeaders(viewAsId),
        signal,
      }),
  });
  return { ...list, total };
}
