import { queryOptions, useQuery } from '@tanstack/react-query';
import { createContext, use, useEffect } from 'react';
import type { SessionResponse, SessionUser } from '../../../../shared/schemas/auth.schema.ts';
import { followAccountLanguage } from '../../i18n/i18n.ts';
import { apiClient } from '../api-client.ts';
import { markSessionEnded } from './return-to.ts';

export const ME_QUERY_KEY = ['auth', 'me'] as const;

/**
 * The signed-in user, or null for a guest. The session endpoint answers a guest with null rather
 * than a 401, so that a signed-out page logs no failed request in the browser's console. When the
 * browser's session has ended since the last visit, the way to the sign-in page says so.
 */
export async function fetchMe(): Promise<SessionUser | null> {
  const { user, sessionEnded } = await apiClient.get<SessionResponse>('/auth/session', {
    authRedirect: false,
  });
  if (sessionEnded) markSessionEnded();
  return user;
}

export const meQueryOptions = queryOptions({
  queryKey: ME_QUERY_KEY,
  queryFn: fetchMe,
  staleTime: Infinity,
});

/** Who is signed in; a browser with no language of its own shows theirs (followAccountLanguage). */
export function useMe() {
  const me = useQuery(meQueryOptions);
  const language = me.data?.language ?? null;
  useEffect(() => void followAccountLanguage(language), [language]);
  return me;
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
