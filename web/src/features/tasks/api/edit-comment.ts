import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommentBody } from '../../../../../shared/schemas/task-comments.schema.ts';
import type { TimelineEntry } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskTimelineKey } from './get-task-timeline.ts';
import { taskKeys } from './task-keys.ts';

/** Edit one's own comment; the timeline then shows it as Edited. */
export function useEditComment(taskId: number, commentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommentBody) =>
      apiClient.patch<TimelineEntry>(`/tasks/${taskId}/comments/${commentId}`, body),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taskTimelineKey(taskId) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}
