import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TimelineEntry } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskTimelineKey } from './get-task-timeline.ts';
import { taskKeys } from './task-keys.ts';

export interface NewComment {
  body: string;
  files: File[];
  idempotencyKey: string;
}

/**
 * Comment on a task: JSON for text alone (sent again safely with its Idempotency-Key), a form
 * with the files otherwise. The timeline shows it, and a mention changes someone's Mentioned me tab.
 */
export function useAddComment(taskId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, files, idempotencyKey }: NewComment) => {
      const path = `/tasks/${taskId}/comments`;
      if (files.length === 0) return apiClient.post<TimelineEntry>(path, { body }, { idempotencyKey });
      const form = new FormData();
      form.append('body', body);
      for (const file of files) form.append('files', file, file.name);
      return apiClient.post<TimelineEntry>(path, form);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: taskTimelineKey(taskId) });
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
    },
  });
}
