import { useQuery } from '@tanstack/react-query';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

export function fetchTask(id: number, signal?: AbortSignal): Promise<Task> {
  return apiClient.get<Task>(`/tasks/${id}`, { signal });
}

/** One task with what the caller may do to it (`abilities`). */
export function useTask(id: number) {
  return useQuery({
    queryKey: taskKeys.detail(id),
    queryFn: ({ signal }) => fetchTask(id, signal),
  });
}
