import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubtreeNode } from '../../../../shared/schemas/users.schema.ts';
import { apiClient } from '../api-client.ts';

/** The signed-in user and everyone below them (everyone, for an Admin); never follows the selector. */
export async function fetchSubtree(signal?: AbortSignal): Promise<SubtreeNode[]> {
  const { nodes } = await apiClient.get<{ nodes: SubtreeNode[] }>('/org/subtree', { signal });
  return nodes;
}

export const subtreeQueryOptions = queryOptions({
  queryKey: ['org', 'subtree'],
  queryFn: ({ signal }) => fetchSubtree(signal),
  staleTime: 60_000,
});

export function useSubtree(enabled = true) {
  return useQuery({ ...subtreeQueryOptions, enabled });
}
