import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type {
  MentionCandidate,
  MentionCandidates,
} from '../../../../../shared/schemas/task-comments.schema.ts';
import { MENTION_SEARCH_MAX_LENGTH } from '../../../../../shared/schemas/task-comments.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** A minute is short enough to see someone who just joined the project. */
const CANDIDATES_STALE_MS = 60_000;

/**
 * Who a comment on the task may mention, by what is typed after "@": each text asked once a
 * minute at most, so typing back and forth does not ask again.
 */
export function useFindMentionCandidates(taskId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (search: string): Promise<MentionCandidate[]> => {
      const text = search.slice(0, MENTION_SEARCH_MAX_LENGTH);
      const result = await queryClient.fetchQuery({
        queryKey: taskKeys.mentionCandidates(taskId, text.toLowerCase()),
        queryFn: ({ signal }) =>
          apiClient.get<MentionCandidates>(
            `/tasks/${taskId}/mention-candidates?search=${encodeURIComponent(text)}`,
            { signal },
          ),
        staleTime: CANDIDATES_STALE_MS,
      });
      return result.items;
    },
    [queryClient, taskId],
  );
}
