import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { UserListResponse } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';

export type UsersOrderBy = 'name' | 'email' | 'designation';
export type SortDirection = 'asc' | 'desc';

/** What the users list shows; `orderBy` unset means the server's default order. */
export interface UsersListParams {
  search: string;
  designationIds: string[];
  departmentIds: string[];
  orderBy: UsersOrderBy | null;
  sort: SortDirection;
  page: number;
  pageSize: number;
}

/** The query string of the list and the export: ids repeat, as the API expects. */
export function usersQueryString(params: UsersListParams, { paged }: { paged: boolean }): string {
  const query = new URLSearchParams();
  if (params.search.trim()) query.set('search', params.search.trim());
  for (const id of params.designationIds) query.append('designationIds', id);
  for (const id of params.departmentIds) query.append('departmentIds', id);
  if (params.orderBy) {
    query.set('orderBy', params.orderBy);
    query.set('sort', params.sort);
  }
  if (paged) {
    query.set('page', String(params.page));
    query.set('pageSize', String(params.pageSize));
  }
  return query.toString();
}

export function fetchUsers(
  params: UsersListParams,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<UserListResponse> {
  return apiClient.get<UserListResponse>(`/users?${usersQueryString(params, { paged: true })}`, {
    headers: viewAsHeaders(viewAsId),
    signal,
  });
}

/** A page of the users list, as whoever the hierarchy selector chose; the last page stays while the next loads. */
export function useUsers(params: UsersListParams) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: ['users', 'list', viewAsId, params],
    queryFn: ({ signal }) => fetchUsers(params, viewAsId, signal),
    placeholderData: keepPreviousData,
  });
}
