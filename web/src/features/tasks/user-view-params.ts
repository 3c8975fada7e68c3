import { z } from 'zod';
import { FILTERABLE_TASK_STATUSES } from '../../../../shared/rules/tasks.ts';
import {
  TASK_LIST_MAX_PAGE,
  TASK_SORT_COLUMNS,
  USER_VIEW_PAGE_SIZES,
  type TaskSortColumn,
} from '../../../../shared/schemas/tasks.schema.ts';
import { pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';
import type { TaskListParams } from './api/get-tasks.ts';
import { canonicalStatus, DEFAULT_ORDER_BY, DEFAULT_SORT } from './task-list-params.ts';

/** Page sizes of the view (spec 001 §6): 10 by default. */
export const USER_VIEW_DEFAULT_PAGE_SIZE = USER_VIEW_PAGE_SIZES[0];

/** Overdue is a tab of the API, not a status, but the view filters by it like one (spec 001 §6). */
export const OVERDUE_FILTER = 'Overdue';

/** The choices of the view's status filter: In-active and Closed are not offered. */
export const USER_VIEW_STATUS_FILTERS: readonly string[] = [...FILTERABLE_TASK_STATUSES, OVERDUE_FILTER];

/** Whose tasks the view shows: a person's (their assigned tasks) or a project's. */
export type UserViewSubject = { kind: 'user'; userId: string } | { kind: 'project'; guid: string };

export interface UserViewParams {
  subject: UserViewSubject | null;
  /** Chosen statuses, Overdue among them. */
  statuses: string[];
  search: string;
  orderBy: TaskSortColumn;
  sort: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

const uuid = z.uuid();

function validId(value: string | null): string | null {
  return value !== null && uuid.safeParse(value).success ? value : null;
}

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The status In-active is not offered, but a project's In-active count links here with it
 * (spec 001 §2.8), so a link may choose it.
 */
const LINKED_ONLY_STATUS = 'In-active';

/** The filter's choices: In-active only while a link has chosen it. */
export function userViewStatusChoices(chosen: readonly string[]): string[] {
  return chosen.includes(LINKED_ONLY_STATUS)
    ? [...USER_VIEW_STATUS_FILTERS, LINKED_ONLY_STATUS]
    : [...USER_VIEW_STATUS_FILTERS];
}

/** A status as links spell it (the project page says In-Progress or Overdue), in the filter's spelling. */
function statusFilter(value: string): string | null {
  if (value.toLowerCase() === OVERDUE_FILTER.toLowerCase()) return OVERDUE_FILTER;
  if (value.toLowerCase() === LINKED_ONLY_STATUS.toLowerCase()) return LINKED_ONLY_STATUS;
  return canonicalStatus(value);
}

/**
 * The view's state lives in the address: /user-view?userId={id} from the users list, or
 * /user-view?projectGuid={guid}&status=New from a project's details. Unknown values are dropped.
 */
export function readUserViewParams(search: URLSearchParams): UserViewParams {
  const userId = validId(search.get('userId'));
  const projectGuid = validId(search.get('projectGuid'));
  const orderBy = TASK_SORT_COLUMNS.find((column) => column === search.get('orderBy')) ?? DEFAULT_ORDER_BY;
  const sortParam = search.get('sort');
  const size = positiveInt(search.get('pageSize'));
  return {
    // A project link names the project; a person's link names the person.
    subject: projectGuid ? { kind: 'project', guid: projectGuid } : userId ? { kind: 'user', userId } : null,
    statuses: exclusiveOverdue([
      ...new Set(search.getAll('status').flatMap((value) => statusFilter(value) ?? [])),
    ]),
    search: searchFromAddress(search.get('search')),
    orderBy,
    sort:
      sortParam === 'asc' || sortParam === 'desc'
        ? sortParam
        : orderBy === DEFAULT_ORDER_BY
          ? DEFAULT_SORT
          : 'asc',
    page: pageFromAddress(search.get('page'), TASK_LIST_MAX_PAGE),
    pageSize:
      size !== null && (USER_VIEW_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : USER_VIEW_DEFAULT_PAGE_SIZE,
  };
}

/** The address of a view state: its subject, then only what differs from the defaults. */
export function writeUserViewParams(params: UserViewParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.subject?.kind === 'user') search.set('userId', params.subject.userId);
  if (params.subject?.kind === 'project') search.set('projectGuid', params.subject.guid);
  for (const status of params.statuses) search.append('status', status);
  if (params.search.trim()) search.set('search', params.search.trim());
  if (params.orderBy !== DEFAULT_ORDER_BY || params.sort !== DEFAULT_SORT) {
    search.set('orderBy', params.orderBy);
    search.set('sort', params.sort);
  }
  if (params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== USER_VIEW_DEFAULT_PAGE_SIZE) search.set('pageSize', String(params.pageSize));
  return search;
}

/** Overdue stands alone: overdue tasks of any status, which the API answers as a tab. */
function exclusiveOverdue(statuses: string[]): string[] {
  return statuses.includes(OVERDUE_FILTER) ? [OVERDUE_FILTER] : statuses;
}

/**
 * A change of the status filter. Statuses add up (New or Active); Overdue cannot be added to them,
 * so choosing it replaces them, and choosing a status replaces Overdue.
 */
export function nextUserViewStatuses(previous: readonly string[], next: string[]): string[] {
  const added = next.filter((status) => !previous.includes(status));
  if (added.includes(OVERDUE_FILTER)) return [OVERDUE_FILTER];
  return added.length > 0 ? next.filter((status) => status !== OVERDUE_FILTER) : next;
}

/** The API query of the view: a person's assigned tasks or a project's, by status or overdue. */
export function userViewQuery(params: UserViewParams, projectId: number | null): TaskListParams {
  return {
    tab: params.statuses.includes(OVERDUE_FILTER) ? 'overdue' : 'all',
    search: params.search,
    from: null,
    to: null,
    projectIds: params.subject?.kind === 'project' && projectId !== null ? [projectId] : [],
    statuses: params.statuses.includes(OVERDUE_FILTER) ? [] : params.statuses,
    assignees: params.subject?.kind === 'user' ? [params.subject.userId] : [],
    orderBy: params.orderBy,
    sort: params.sort,
    page: params.page,
    pageSize: params.pageSize,
  };
}
