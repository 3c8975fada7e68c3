import { useQuery } from '@tanstack/react-query';
import type { TaskFormOptions } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** The caller's projects with their users, and the due-date range (today to two years ahead). */
export function useTaskFormOptions(enabled = true) {
  return useQuery({
    queryKey: taskKeys.formOptions(),
    queryFn: ({ signal }) => apiClient.get<TaskFormOptions>('/tasks/form-options', { signal }),
    enabled,
  });
}
