import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task, UpdateTaskBody } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskTimelineKey } from './get-task-timeline.ts';
import { taskKeys } from './task-keys.ts';

export function useUpdateTask(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTaskBody) => apiClient.put<Task>(`/tasks/${id}`, body),
    onSuccess: (task) => {
      queryClient.setQueryData(taskKeys.detail(id), task);
      void queryClient.invalidateQueries({ queryKey: taskTimelineKey(id) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
