import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { SearchKind, SearchResponse } from '../../../../../shared/schemas/search.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** What was typed, and the one kind asked for in full (null: a few of every kind). */
export interface SearchRequest {
  q: string;
  kind: SearchKind | null;
}

export function fetchSearch({ q, kind }: SearchRequest, signal?: AbortSignal): Promise<SearchResponse> {
  const params = new URLSearchParams({ q, ...(kind ? { kind } : {}) });
  return apiClient.get<SearchResponse>(`/search?${params.toString()}`, { signal });
}

/**
 * The global search's answer for what was typed (nothing is asked for a blank box). The previous
 * answer stays on screen while the next one comes, so the list does not blink at each key.
 */
export function useSearch(request: SearchRequest) {
  return useQuery({
    queryKey: ['search', request.q, request.kind],
    queryFn: ({ signal }) => fetchSearch(request, signal),
    enabled: request.q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}
