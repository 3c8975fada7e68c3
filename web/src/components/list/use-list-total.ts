import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * A list's total: the one its page came with (`pageTotal`), else, for a searched page that came
 * without it (a common term among many rows), the count asked for apart once `ready`, once for
 * the search whatever the page. Null until it comes, and before any page (`pageTotal` undefined).
 */
export function useListTotal(
  pageTotal: number | null | undefined,
  ready: boolean,
  count: { queryKey: QueryKey; queryFn: (context: { signal: AbortSignal }) => Promise<{ total: number }> },
): number | null {
  const counted = useQuery({ ...count, enabled: ready && pageTotal === null });
  if (pageTotal === undefined) return null;
  return pageTotal ?? counted.data?.total ?? null;
}
