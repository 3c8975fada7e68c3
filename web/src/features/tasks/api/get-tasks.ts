import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  taskListQuerySchema,
  type TaskCountResponse,
  type TaskListQuery,
  type TaskListResponse,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { useListTotal } from '../../../components/list/use-list-total.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { taskKeys } from './task-keys.ts';

/** What a task list shows: the API's query, as the shared schema reads it. */
export type TaskListParams = TaskListQuery;

/** The query string of the list: lists repeat their key, as the API expects. */
export function tasksQueryString(params: TaskListParams): string {
  return listQueryString(taskListQuerySchema, params);
}

export function fetchTasks(
  params: TaskListParams,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<TaskListResponse> {
  return apiClient.get<TaskListResponse>(`/tasks?${tasksQueryString(params)}`, {
    headers: viewAsHeaders(viewAsId),
    signal,
  });
}

/**
 * A page of a task list tab, as whoever the hierarchy selector chose; the last page stays while
 * the next loads. `enabled` waits for what the query needs (a project's id, say). A searched page
 * may come without its total (a common term among many tasks): the total is then asked for apart,
 * once for the search whatever the page, and is null until it comes.
 */
export function useTasks(params: TaskListParams, { enabled = true }: { enabled?: boolean } = {}) {
  const viewAsId = useViewAsId();
  const list = useQuery({
    queryKey: taskKeys.list(viewAsId, params),
    queryFn: ({ signal }) => fetchTasks(params, viewAsId, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  const total = useTaskListTotal(
    params,
    list.data?.total,
    enabled && list.data !== undefined && !list.isPlaceholderData,
  );
  return { ...list, total };
}

/** A task list's total (useListTotal), counted through /tasks/count when its page came without. */
export function useTaskListTotal(
  params: TaskListParams,
  pageTotal: number | null | undefined,
  ready: boolean,
): number | null {
  const viewAsId = useViewAsId();
  const counted = { ...params, page: 1, pageSize: 15, orderBy: 'createdAt', sort: 'desc' } as const;
  return useListTotal(pageTotal, ready, {
    queryKey: taskKeys.count(viewAsId, counted),
    queryFn: ({ signal }) =>
      apiClient.get<TaskCountResponse>(`/tasks/count?${tasksQueryString(counted)}`, {
        headers: viewAsHeaders(viewAsId),
        signal,
      }),
  });
}
