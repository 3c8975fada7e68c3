import { USERS_DEFAULT_PAGE_SIZE, USERS_PAGE_SIZES } from '../../../../shared/constants.ts';
import { z } from 'zod';
import { pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';
import type { SortDirection, UsersListParams, UsersOrderBy } from './api/get-users.ts';

const uuid = z.uuid();

/** A designation or department named by an id; anything else in the address is dropped. */
function isId(value: string): boolean {
  return uuid.safeParse(value).success;
}

const ORDER_FIELDS: readonly UsersOrderBy[] = ['name', 'email', 'designation'];

/** The users list's state lives in the address, so Back and a shared link show the same list. */
export function readListParams(search: URLSearchParams): UsersListParams {
  const orderBy = ORDER_FIELDS.find((field) => field === search.get('orderBy')) ?? null;
  const size = Number(search.get('size'));
  return {
    search: searchFromAddress(search.get('search')),
    designationIds: search.getAll('designation').filter(isId),
    departmentIds: search.getAll('department').filter(isId),
    orderBy,
    sort: search.get('sort') === 'desc' ? 'desc' : 'asc',
    page: pageFromAddress(search.get('page')),
    pageSize: (USERS_PAGE_SIZES as readonly number[]).includes(size) ? size : USERS_DEFAULT_PAGE_SIZE,
  };
}

export function writeListParams(params: UsersListParams): URLSearchParams {
  const search = new URLSearchParams();
  if (params.search) search.set('search', params.search);
  for (const id of params.designationIds) search.append('designation', id);
  for (const id of params.departmentIds) search.append('department', id);
  if (params.orderBy) {
    search.set('orderBy', params.orderBy);
    search.set('sort', params.sort);
  }
  if (params.page > 1) search.set('page', String(params.page));
  if (params.pageSize !== USERS_DEFAULT_PAGE_SIZE) search.set('size', String(params.pageSize));
  return search;
}

/** Order by (spec 001 §2.1): a new field sorts ascending; the same field again flips the direction. */
export function nextSort(
  current: Pick<UsersListParams, 'orderBy' | 'sort'>,
  field: UsersOrderBy,
): { orderBy: UsersOrderBy; sort: SortDirection } {
  if (current.orderBy !== field) return { orderBy: field, sort: 'asc' };
  return { orderBy: field, sort: current.sort === 'asc' ? 'desc' : 'asc' };
}

/** The size selector shows once there are at least 20 rows; pages once the rows exceed a page. */
export function listControls(total: number, pageSize: number) {
  return {
    showPageSize: total >= USERS_DEFAULT_PAGE_SIZE,
    showPagination: total > pageSize,
    pageCount: Math.max(1, Math.ceil(total / pageSize)),
  };
}
