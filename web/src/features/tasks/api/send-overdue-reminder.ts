import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** The overdue reminder mail of one task (spec 000 §2, §7); the list then shows when it went. */
export function useSendOverdueReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (task: Pick<Task, 'id'>) => apiClient.post<Task>(`/tasks/${task.id}/overdue-reminder`),
    onSuccess: (task) => {
      queryClient.setQueryData(taskKeys.detail(task.id), task);
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}
