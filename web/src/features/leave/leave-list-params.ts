import { LEAVE_PAGE_SIZES } from '../../../../shared/rules/leave.ts';
import { pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';
import type { LeaveListParams } from './api/get-leaves.ts';

export const LEAVE_DEFAULT_PAGE_SIZE = 10;
/** The list's own keys in the address; the Attendance screen keeps its ?tab= beside them. */
const KEYS = ['own', 'search', 'page', 'size'] as const;

/** The leave list's state lives in the address, so Back and a shared link show the same list. */
export function readLeaveListParams(search: URLSearchParams): LeaveListParams {
  const size = Number(search.get('size'));
  return {
    own: search.get('own') === 'true',
    search: searchFromAddress(search.get('search')),
    page: pageFromAddress(search.get('page')),
    pageSize: (LEAVE_PAGE_SIZES as readonly number[]).includes(size) ? size : LEAVE_DEFAULT_PAGE_SIZE,
  };
}

/** The address with the list's state written in, every other parameter kept. */
export function writeLeaveListParams(previous: URLSearchParams, params: LeaveListParams): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of KEYS) next.delete(key);
  if (params.own) next.set('own', 'true');
  if (params.search) next.set('search', params.search);
  if (params.page > 1) next.set('page', String(params.page));
  if (params.pageSize !== LEAVE_DEFAULT_PAGE_SIZE) next.set('size', String(params.pageSize));
  return next;
}
