import { useInfiniteQuery } from '@tanstack/react-query';
import type { HistoryPage } from '../../../../shared/schemas/history.schema.ts';
import { apiClient } from '../api-client.ts';

/** The keys of object histories, all under `historyKeys.all`: a change to an object refreshes its own. */
export const historyKeys = {
  all: ['history'] as const,
  /** One object's history, by its API path ("/tasks/12/history"). */
  of: (path: string) => [...historyKeys.all, path] as const,
};

/** An object's own changes, newest first, a page at a time ("Show more" asks for older ones). */
export function useObjectHistory(path: string, enabled: boolean) {
  return useInfiniteQuery({
    queryKey: historyKeys.of(path),
    queryFn: ({ pageParam, signal }) =>
      apiClient.get<HistoryPage>(pageParam ? `${path}?before=${pageParam}` : path, { signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextCursor,
    enabled,
  });
}
