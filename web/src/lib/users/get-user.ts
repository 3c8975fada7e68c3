import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../api-client.ts';

export function userQueryKey(id: string) {
  return ['users', 'detail', id] as const;
}

/** One person's profile; a 404 when they are outside the caller's team. */
export function fetchUser(id: string, signal?: AbortSignal): Promise<UserDetail> {
  return apiClient.get<UserDetail>(`/users/${encodeURIComponent(id)}`, { signal });
}

export function useUser(id: string, enabled = true) {
  return useQuery({ queryKey: userQueryKey(id), queryFn: ({ signal }) => fetchUser(id, signal), enabled });
}
