import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { isDoneStatus, type TaskStatus } from '../../../../../shared/rules/tasks.ts';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { statusOfColumnKey, type BoardColumnData } from './get-task-board.ts';
import { taskTimelineKey } from './get-task-timeline.ts';
import { taskKeys } from './task-keys.ts';

export interface TaskMove {
  task: Task;
  to: TaskStatus;
  /** The Timeline comment written in the move's dialog (Completed needs one). */
  comment?: string;
  idempotencyKey?: string;
}

const MOVE_KEY = ['tasks', 'move'] as const;

/** The task as the board shows it in its new column until the server's answer replaces it. */
function moved(task: Task, to: TaskStatus): Task {
  return { ...task, status: to, isOverdue: task.isOverdue && !isDoneStatus(to) };
}

/** Every board column's cache with the card taken out of its column and put on top of `to`'s. */
function moveCard(queryClient: QueryClient, task: Task, to: TaskStatus): void {
  for (const [key, data] of queryClient.getQueriesData<BoardColumnData>({ queryKey: taskKeys.boards() })) {
    if (!data) continue;
    const status = statusOfColumnKey(key);
    const holds = data.pages.some((page) => page.items.some((item) => item.id === task.id));
    if (status !== to && !holds) continue;
    const pages = data.pages.map((page, index) => {
      const items = page.items.filter((item) => item.id !== task.id);
      if (status === to && index === 0) items.unshift(moved(task, to));
      const total = page.total === null ? null : page.total + (status === to ? 1 : 0) - (holds ? 1 : 0);
      return { ...page, items, total };
    });
    queryClient.setQueryData<BoardColumnData>(key, { ...data, pages });
  }
}

/**
 * A move on the task board (PATCH /tasks/{id}/status): the card goes to its new column at once
 * and comes back, with the columns as they were, when the server refuses (the caller shows why).
 * Once the last of several quick moves is answered, the lists and the board are read again.
 */
export function useMoveTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: MOVE_KEY,
    mutationFn: ({ task, to, comment, idempotencyKey }: TaskMove) =>
      apiClient.patch<Task>(`/tasks/${task.id}/status`, { status: to, comment }, { idempotencyKey }),
    onMutate: async ({ task, to }) => {
      await queryClient.cancelQueries({ queryKey: taskKeys.boards() });
      const before = queryClient.getQueriesData<BoardColumnData>({ queryKey: taskKeys.boards() });
      moveCard(queryClient, task, to);
      return { before };
    },
    onError: (_error, _move, context) => {
      for (const [key, data] of context?.before ?? []) queryClient.setQueryData(key, data);
    },
    onSuccess: (task) => queryClient.setQueryData(taskKeys.detail(task.id), task),
    onSettled: (_task, _error, { task }) => {
      void queryClient.invalidateQueries({ queryKey: taskTimelineKey(task.id) });
      if (queryClient.isMutating({ mutationKey: MOVE_KEY }) > 1) return;
      void queryClient.invalidateQueries({ queryKey: taskKeys.lists() });
      void queryClient.invalidateQueries({ queryKey: ['dashboard'] });
    },
  });
}
