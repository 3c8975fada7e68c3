import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** Ends a repeating task's series (issue 31); the task's page then says it no longer repeats. */
export function useStopRepeating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Pick<Task, 'id'>) => apiClient.post<Task>(`/tasks/${task.id}/stop-repeating`),
    onSuccess: (task) => queryClient.setQueryData(taskKeys.detail(task.id), task),
  });
}
