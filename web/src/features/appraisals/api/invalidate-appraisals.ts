import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { appraisalKeys } from './appraisal-keys.ts';

/**
 * Marks every appraisal answer stale except the one just written from the server's reply
 * (`freshKey`), so the detail or question set on screen is not fetched again after a save.
 */
export function invalidateAppraisalsExcept(queryClient: QueryClient, freshKey: QueryKey): void {
  const freshHash = hashKey(freshKey);
  void queryClient.invalidateQueries({
    queryKey: appraisalKeys.all,
    predicate: (query) => query.queryHash !== freshHash,
  });
}
