import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  userListQuerySchema,
  type UserListQuery,
  type UserListResponse,
} from '../../../../../shared/schemas/users.schema.ts';
import { listQueryString, type ListState } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { userKeys } from './user-keys.ts';

export type UsersOrderBy = UserListQuery['orderBy'];

/** The users list's order is its own until chosen: the order and its direction go together. */
export const USERS_ORDER = { unset: ['orderBy'], together: [['orderBy', 'sort']] } as const;

/** What the users list shows: the API's query, as the shared schema reads it; `orderBy` null is the server's order. */
export type UsersListParams = ListState<typeof userListQuerySchema, 'orderBy'>;

/** The query string of the list and the export (which has no paging): ids repeat, as the API expects. */
export function usersQueryString(params: UsersListParams, { paged }: { paged: boolean }): string {
  const values = paged ? params : { ...params, page: undefined, pageSize: undefined };
  return listQueryString(userListQuerySchema, values, USERS_ORDER);
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
    queryKey: userKeys.list(viewAsId, params),
    queryFn: ({ signal }) => fetchUsers(params, viewAsId, signal),
    placeholderData: keepPreviousData,
  });
}
