import { QueryClient } from '@tanstack/react-query';
import { isApiError } from '../lib/api-client.ts';

/** One retry for a lost connection or a server error; client errors are answers, not accidents. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1 || !isApiError(error)) return false;
  return error.code === 'network_error' || error.status >= 500;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}
