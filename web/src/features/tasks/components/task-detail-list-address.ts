import { peekTaskListSearch } from '../task-list-memory.ts';

/** The task list as it was left (tab, filters, page), so going back from a task lands there. */
export function tasksListAddress(): string {
  const search = peekTaskListSearch()?.replace(/^\?/, '') ?? '';
  return search ? `/tasks-list?${search}` : '/tasks-list';
}
