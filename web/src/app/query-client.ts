import { MutationCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';
import { historyKeys } from '../lib/events/get-object-history.ts';

/** One retry for a lost connection or a server error; client errors are answers, not accidents. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.code === 'network_error' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    // Any change may add to an object's History (issue 29): the open ones ask again, the others
    // when they open next.
    mutationCache: new MutationCache({
      onSuccess: () => void client.invalidateQueries({ queryKey: historyKeys.all }),
    }),
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
