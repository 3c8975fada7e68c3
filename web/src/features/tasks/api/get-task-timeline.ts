import { useInfiniteQuery } from '@tanstack/react-query';
import type { TimelinePage } from '../../../../../shared/schemas/task-timeline.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { taskKeys } from './task-keys.ts';

/** The key of a task's timeline, for those whose changes add to it (edit, delete, restore). */
export const taskTimelineKey = taskKeys.timeline;

export function fetchTaskTimeline(
  id: number,
  before: string | null,
  signal?: AbortSignal,
): Promise<TimelinePage> {
  const query = before ? `?before=${encodeURIComponent(before)}` : '';
  return apiClient.get<TimelinePage>(`/tasks/${id}/timeline${query}`, { signal });
}

/** A task's timeline, newest first, a page at a time ("Load more" asks for the next, older one). */
export function useTaskTimeline(id: number) {
  return useInfiniteQuery({
    queryKey: taskTimelineKey(id),
    queryFn: ({ pageParam, signal }) => fetchTaskTimeline(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export type TaskTimelineQuery = ReturnType<typeof useTaskTimeline>;
