import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** Soft-deletes tasks (they move to the Deleted tab), or restores them as New. */
export function useChangeTasksDeleted(action: 'delete' | 'restore') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (taskIds: number[]) => apiClient.post<{ count: number }>(`/tasks/${action}`, { taskIds }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
