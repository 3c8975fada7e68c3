import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody } from '../../../../../shared/schemas/task-comments.schema.ts';
import type { TimelineEntry } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { taskTimelineKey } from './get-task-timeline.ts';

/** Comment on a task: the timeline shows it, and a mention changes someone's Mentioned me tab. */
export function useAddComment(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: IdempotentRequest<CommentBody>) =>
      apiClient.post<TimelineEntry>(`/tasks/${taskId}/comments`, body, { idempotencyKey }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taskTimelineKey(taskId) });
      void queryClient.invalidateQueries({ queryKey: ['tasks', 'list'] });
    },
  });
}
