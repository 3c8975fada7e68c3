import { FILTERABLE_TASK_STATUSES } from '../../../../shared/rules/tasks.ts';
import {
  assigneeFilterSchema,
  TASK_DEFAULT_PAGE_SIZE,
  TASK_LIST_MAX_PAGE,
  TASK_PAGE_SIZES,
  TASK_SORT_COLUMNS,
  TASK_TABS,
  type TaskSortColumn,
  type TaskTab,
} from '../../../../shared/schemas/tasks.schema.ts';
import { MAX_SERIAL_ID } from '../../../../shared/schemas/common.schema.ts';
import { dayFromAddress, pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';
import type { TaskListParams } from './api/get-tasks.ts';

/** The list's default order: newest first. */
export const DEFAULT_ORDER_BY: TaskSortColumn = 'createdAt';
export const DEFAULT_SORT = 'desc';

/** The tabs of the task list, in the order of spec 000 §2, with their English names. */
export const TASK_LIST_TABS: readonly { tab: TaskTab; label: string }[] = [
  { tab: 'all', label: 'All tasks' },
  { tab: 'assigned-to-me', label: 'Assigned to me' },
  { tab: 'mentioned-me', label: 'Mentioned me' },
  { tab: 'assigned-by-me', label: 'Assigned by me' },
  { tab: 'overdue', label: 'Over due tasks' },
  { tab: 'deleted', label: 'Deleted tasks' },
];

/** A status as links spell it (the dashboard card says In-Progress), in the API's spelling. */
export function canonicalStatus(value: string): string | null {
  return FILTERABLE_TASK_STATUSES.find((status) => status.toLowerCase() === value.toLowerCase()) ?? null;
}

/** A whole number from 1 to the largest id; anything else is no id of ours. */
function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 && number <= MAX_SERIAL_ID ? number : null;
}

function unique<T>(values: T[]): T[] {
  return [...new Set(values)];
}

/**
 * The task list's state lives in the address, so Back, a shared link and the dashboard's links
 * (?tab=overdue, ?statuses=New) all show the same list. Unknown values fall back to the defaults;
 * a search or page out of range is brought into range (lib/list-address.ts).
 */
export function readTaskListParams(search: URLSearchParams): TaskListParams {
  const rawStatuses = search.getAll('statuses');
  // "Overdue" is a tab, not a status: a link that filters by it opens the Over due tab.
  const overdueLink = rawStatuses.some((value) => value.toLowerCase() === 'overdue');
  const tab = TASK_TABS.find((value) => value === search.get('tab')) ?? (overdueLink ? 'overdue' : 'all');
  const orderBy = TASK_SORT_COLUMNS.find((column) => column === search.get('orderBy')) ?? DEFAULT_ORDER_BY;
  const sortParam = search.get('sort');
  const size = positiveInt(search.get('pageSize'));
  let from = dayFromAddress(search.get('from'));
  let to = dayFromAddress(search.get('to'));
  if (from && to && from > to) [from, to] = [to, from];
  return {
    tab,
    search: searchFromAddress(search.get('search')),
    from,
    to,
    projectIds: unique(search.getAll('projectIds').flatMap((id) => positiveInt(id) ?? [])),
    statuses: unique(rawStatuses.flatMap((status) => canonicalStatus(status) ?? [])),
    assignees: unique(
      search.getAll('assignees').filter((value) => assigneeFilterSchema.safeParse(value).success),
    ),
    orderBy,
    sort:
      sortParam === 'asc' || sortParam === 'desc'
        ? sortParam
        : orderBy === DEFAULT_ORDER_BY
          ? DEFAULT_SORT
          : 'asc',
    page: pageFromAddress(search.get('page'), TASK_LIST_MAX_PAGE),
    pageSize:
      size !== null && (TASK_PAGE_SIZES as readonly number[]).includes(size) ? size : TASK_DEFAULT_PAGE_SIZE,
  };
}

/** The address of a list state: only what differs from the defaults, so a plain list has a plain address. */
export function writeTaskListParams(params: TaskListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.tab !== 'all') search.set('tab', params.tab);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.from) search.set('from', params.from);
  if (params.to) search.set('to', params.to);
  for (const id of params.projectIds) search.append('projectIds', String(id));
  for (const status of params.statuses) search.append('statuses', status);
  for (const assignee of params.assignees) search.append('assignees', assignee);
  if (params.orderBy !== DEFAULT_ORDER_BY || params.sort !== DEFAULT_SORT) {
    search.set('orderBy', params.orderBy);
    search.set('sort', params.sort);
  }
  if (params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== TASK_DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  return search;
}

/** Whether anything narrows the rows beyond the tab: then an empty list says 'No data found!'. */
export function hasTaskFilters(params: TaskListParams): boolean {
  return (
    params.search.trim() !== '' ||
    params.from !== null ||
    params.to !== null ||
    params.projectIds.length > 0 ||
    params.statuses.length > 0 ||
    params.assignees.length > 0
  );
}

/** How many filters of the Filters panel are set (the search box is not one of them). */
export function activeFilterCount(params: TaskListParams): number {
  return (
    (params.from || params.to ? 1 : 0) +
    (params.projectIds.length > 0 ? 1 : 0) +
    (params.statuses.length > 0 ? 1 : 0) +
    (params.assignees.length > 0 ? 1 : 0)
  );
}

/** A click on a column header: a new column sorts ascending; the same column again flips the direction. */
export function nextTaskSort(
  current: Pick<TaskListParams, 'orderBy' | 'sort'>,
  column: TaskSortColumn,
): Pick<TaskListParams, 'orderBy' | 'sort'> {
  if (current.orderBy !== column) return { orderBy: column, sort: 'asc' };
  return { orderBy: column, sort: current.sort === 'asc' ? 'desc' : 'asc' };
}

const MEMORY_KEY = 'orgdesk_tasks_list';

/**
 * Remembers the list's address as it changes, so that coming back to the list by any way (Back,
 * the breadcrumb, the sidebar, after opening a task) shows the same tab, filters, order and page
 * (spec 000 §2: filters are kept when moving between screens). Kept for the browser tab only.
 */
export function rememberTaskListSearch(search: string): void {
  try {
    sessionStorage.setItem(MEMORY_KEY, search);
  } catch {
    // Private mode: the list opens with its defaults.
  }
}

/** The remembered address, without forgetting it. */
export function peekTaskListSearch(): string | null {
  try {
    return sessionStorage.getItem(MEMORY_KEY);
  } catch {
    return null;
  }
}

export function forgetTaskListSearch(): void {
  try {
    sessionStorage.removeItem(MEMORY_KEY);
  } catch {
    // Nothing stored.
  }
}
