import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { LeaveListResponse } from '../../../../../shared/schemas/leave.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';

/** What the leave list shows: the API's query, every part explicit. */
export interface LeaveListParams {
  /** Only the viewed person's own applications, instead of everyone's at or below them. */
  own: boolean;
  search: string;
  page: number;
  pageSize: number;
}

export function leavesQueryString(params: LeaveListParams): string {
  const query = new URLSearchParams();
  query.set('own', String(params.own));
  if (params.search.trim()) query.set('search', params.search.trim());
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return query.toString();
}

export function fetchLeaves(
  params: LeaveListParams,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<LeaveListResponse> {
  return apiClient.get<LeaveListResponse>(`/leaves?${leavesQueryString(params)}`, {
    headers: viewAsHeaders(viewAsId),
    signal,
  });
}

/** A page of leave applications, as whoever the hierarchy selector chose; the last page stays while the next loads. */
export function useLeaves(params: LeaveListParams) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: ['leave', 'list', viewAsId, params],
    queryFn: ({ signal }) => fetchLeaves(params, viewAsId, signal),
    placeholderData: keepPreviousData,
  });
}
