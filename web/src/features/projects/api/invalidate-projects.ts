import type { QueryClient } from '@tanstack/react-query';
import { projectDetailsKey } from './get-project-details.ts';
import { projectKeys } from './project-keys.ts';

/** Answers that show projects or their teams: profiles and forms list projects, tasks name them. */
const AFFECTED = new Set([projectKeys.all[0], 'users', 'tasks', 'dashboard']);

/**
 * Marks every answer a project change touches as stale. A deleted project's details are only
 * marked, not fetched again into a 404, while its page is being left.
 */
export function invalidateProjectData(queryClient: QueryClient, deletedGuid?: string): void {
  const deleted = deletedGuid ? projectDetailsKey(deletedGuid) : null;
  const isDeleted = (key: readonly unknown[]) =>
    deleted !== null && deleted.every((part, index) => key[index] === part);
  if (deleted) void queryClient.invalidateQueries({ queryKey: deleted, refetchType: 'none' });
  void queryClient.invalidateQueries({
    predicate: ({ queryKey }) => AFFECTED.has(String(queryKey[0])) && !isDeleted(queryKey),
  });
}
