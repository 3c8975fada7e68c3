import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateTaskBody, Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

export function useCreateTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentRequest<CreateTaskBody>) =>
      apiClient.post<Task>('/tasks', body, { idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taskKeys.all });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
