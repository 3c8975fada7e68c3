import { useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { TASK_STATUSES, type TaskStatus } from '../../../../../shared/rules/tasks.ts';
import type { TaskListResponse } from '../../../../../shared/schemas/tasks.schema.ts';
import { useViewAsId } from '../../../lib/view-as.ts';
import { fetchTasks, useTaskListTotal, type TaskListParams } from './get-tasks.ts';
import { taskKeys } from './task-keys.ts';

/** Cards a column loads at a time: the first page, then one more each time more are asked for. */
export const BOARD_PAGE_SIZE = 100;

/** A board column's loaded pages. */
export type BoardColumnData = InfiniteData<TaskListResponse, number>;

/**
 * The board's columns: one per status, in the statuses' order; only the chosen ones when the
 * list is filtered by status.
 */
export function boardStatuses(params: Pick<TaskListParams, 'statuses'>): TaskStatus[] {
  const chosen = params.statuses ?? [];
  return chosen.length === 0 ? [...TASK_STATUSES] : TASK_STATUSES.filter((status) => chosen.includes(status));
}

/** The list's query for one column: the list's own, narrowed to the status; pages are the column's. */
export function boardColumnParams(params: TaskListParams, status: TaskStatus): TaskListParams {
  return { ...params, statuses: [status], page: 1, pageSize: BOARD_PAGE_SIZE };
}

/** The status a board column's query key is for (see boardColumnParams). */
export function statusOfColumnKey(key: readonly unknown[]): TaskStatus | undefined {
  const params = key.at(-1) as Partial<TaskListParams> | undefined;
  return params?.statuses?.[0];
}

/**
 * One column of the task board: the list's tab, filters, search and order, with the one status;
 * BOARD_PAGE_SIZE cards, then more as they are asked for. Its total is the list's (asked for apart
 * when a search leaves it out).
 */
export function useTaskBoardColumn(params: TaskListParams, status: TaskStatus) {
  const viewAsId = useViewAsId();
  const columnParams = boardColumnParams(params, status);
  const column = useInfiniteQuery({
    queryKey: taskKeys.boardColumn(viewAsId, columnParams),
    queryFn: ({ pageParam, signal }) => fetchTasks({ ...columnParams, page: pageParam }, viewAsId, signal),
    initialPageParam: 1,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      const more = last.total === null ? last.items.length === BOARD_PAGE_SIZE : loaded < last.total;
      return more ? pages.length + 1 : undefined;
    },
  });
  const total = useTaskListTotal(columnParams, column.data?.pages[0]?.total, column.isSuccess);
  return { ...column, total, tasks: uniqueTasks(column.data?.pages.flatMap((page) => page.items) ?? []) };
}

/** Each task once: a card moved in before the next page came may come again in that page. */
function uniqueTasks<T extends { id: number }>(tasks: T[]): T[] {
  const seen = new Set<number>();
  return tasks.filter((task) => !seen.has(task.id) && Boolean(seen.add(task.id)));
}
