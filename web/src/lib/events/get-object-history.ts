import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../shared/schemas/history.schema.ts';
import { apiClient } from '../api-client.ts';

/** The keys of object histories, all under `historyKeys.all`: a change to an object refreshes its own. */
export const historyKeys = {
  all: ['history'] as const,
  /** One object's history, by its API path ("/tasks/12/history"). */
  of: (path: string) => [...historyKeys.all, path] as const,
};

/**
 * An object's own changes (or a person's activity), newest first, a page at a time ("Show more"
 * asks for older ones); `limit` events a page, the server's default otherwise.
 */
export function useObjectHistory(path: string, enabled: boolean, limit?: number) {
  return useInfiniteQuery({
    queryKey: [...historyKeys.of(path), limit ?? null],
    queryFn: ({ pageParam, signal }) => {
      const query = new URLSearchParams();
      if (limit) query.set('limit', String(limit));
      if (pageParam) query.set('before', String(pageParam));
      const search = query.toString();
      return apiClient.get<HistoryPage>(search ? `${path}?${search}` : path, { signal });
    },
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
