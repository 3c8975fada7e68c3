import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  TaskCountResponse,
  TaskListQuery,
  TaskListResponse,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';

/** What a task list shows: the API's query, with every filter explicit. */
export type TaskListParams = Required<
  Pick<TaskListQuery, 'tab' | 'orderBy' | 'sort' | 'page' | 'pageSize'>
> & {
  search: string;
  from: string | null;
  to: string | null;
  projectIds: number[];
  statuses: string[];
  /** 'me', 'unassigned' or people's ids. */
  assignees: string[];
};

/** The query string of the list: lists repeat their key, as the API expects. */
export function tasksQueryString(params: TaskListParams): string {
  const query = new URLSearchParams();
  query.set('tab', params.tab);
  if (params.search.trim()) query.set('search', params.search.trim());
  if (params.from) query.set('from', params.from);
  if (params.to) query.set('to', params.to);
  for (const id of params.projectIds) query.append('projectIds', String(id));
  for (const status of params.statuses) query.append('statuses', status);
  for (const assignee of params.assignees) query.append('assignees', assignee);
  query.set('orderBy', params.orderBy);
  query.set('sort', params.sort);
  query.set('page', String(params.page));
  query.set('pageSize', String(params.pageSize));
  return query.toString();
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
    queryKey: ['tasks', 'list', viewAsId, params],
    queryFn: ({ signal }) => fetchTasks(params, viewAsId, signal),
    placeholderData: keepPreviousData,
    enabled,
  });
  const counted = { ...params, page: 1, pageSize: 15, orderBy: 'createdAt', sort: 'desc' } as const;
  const count = useQuery({
    queryKey: ['tasks', 'count', viewAsId, counted],
    queryFn: ({ signal }) =>
      apiClient.get<TaskCountResponse>(`/tasks/count?${tasksQueryString(counted)}`, {
        headers: viewAsHeaders(viewAsId),
        signal,
      }),
    enabled: enabled && list.data !== undefined && list.data.total === null && !list.isPlaceholderData,
  });
  return { ...list, total: list.data ? (list.data.total ?? count.data?.total ?? null) : null };
}
