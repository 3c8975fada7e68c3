import { useQuery } from '@tanstack/react-query';
import type { PersonTaskSummary } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** A person's tasks on their page: among those the viewer's lists show (GET /users/{id}/task-summary). */
export function usePersonTaskSummary(userId: string) {
  return useQuery({
    queryKey: [...taskKeys.lists(), 'person', userId],
    queryFn: ({ signal }) =>
      apiClient.get<PersonTaskSummary>(`/users/${encodeURIComponent(userId)}/task-summary`, { signal }),
  });
}
