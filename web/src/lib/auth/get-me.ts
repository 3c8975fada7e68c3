import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, use } from 'react';
import type { MeResponse, SessionUser } from '../../../../shared/schemas/auth.schema.ts';
import { apiClient, isApiError } from '../api-client.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/** The signed-in user, or null for a guest. A 401 here is an answer, not a lost session. */
export async function fetchMe(): Promise<SessionUser | null> {
  try {
    const { user } = await apiClient.get<MeResponse>('/auth/me', { authRedirect: false });
    return user;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: Infinity,
});

export function useMe() {
  return useQuery(meQueryOptions);
}

/**
 * The signed-in user, provided by the sign-in guard. Read from context rather than the cache so
 * that, while a sign-out clears the cache, a page re-rendering on its own never sees no user.
 */
export const SessionUserContext = createContext<SessionUser | null>(null);

export function useSessionUser(): SessionUser {
  const user = use(SessionUserContext);
  if (!user) throw new Error('useSessionUser is used outside the signed-in routes');
  return user;
}
