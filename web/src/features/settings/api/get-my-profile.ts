import { useQuery } from '@tanstack/react-query';
import type { UserDetail } from '../../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const MY_PROFILE_KEY = ['settings', 'profile'] as const;

/** The signed-in user's own details (country code and phone are not part of the session). */
export function fetchMyProfile(userId: string, signal?: AbortSignal): Promise<UserDetail> {
  return apiClient.get<UserDetail>(`/users/${encodeURIComponent(userId)}`, { signal });
}

export function useMyProfile(userId: string) {
  return useQuery({
    queryKey: [...MY_PROFILE_KEY, userId],
    queryFn: ({ signal }) => fetchMyProfile(userId, signal),
  });
}
