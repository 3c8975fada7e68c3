import { LEAVE_TYPE_IDS } from '../../../../shared/rules/leave.ts';
import { GRID_MAX_DAYS, GRID_PAGE_SIZES } from '../../../../shared/schemas/attendance.schema.ts';
import { daysBetween } from '../../../../shared/rules/dates.ts';
import { dayFromAddress, pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';
import type { AttendanceGridParams } from './api/get-attendance-grid.ts';

export const GRID_DEFAULT_PAGE_SIZE = 10;

/** The grid's own keys in the address; the Attendance screen's ?tab= is left alone. */
const KEYS = ['year', 'month', 'type', 'from', 'to', 'search', 'page', 'pageSize'] as const;

function intIn(value: string | null, min: number, max: number): number | null {
  const number = Number(value);
  return value !== null && value !== '' && Number.isInteger(number) && number >= min && number <= max
    ? number
    : null;
}

/** The month that holds `today` (YYYY-MM-DD). */
export function monthOf(today: string): { year: number; month: number } {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The month `delta` months away; December and January wrap into the next or previous year. */
export function shiftMonth(year: number, month: number, delta: number): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/** Whether a chosen range is longer than one grid shows. */
export function rangeTooLong(from: string, to: string): boolean {
  return daysBetween(from, to) + 1 > GRID_MAX_DAYS;
}

/**
 * The grid's state lives in the address, so Back and a shared link show the same grid. Unknown
 * values fall back to the defaults; no month means the one holding `today`.
 */
export function readGridParams(search: URLSearchParams, today: string): AttendanceGridParams {
  const current = monthOf(today);
  const year = intIn(search.get('year'), 2000, 2100);
  const month = intIn(search.get('month'), 1, 12);
  const typeId = intIn(search.get('type'), 1, 9);
  const size = intIn(search.get('pageSize'), 1, 100);
  let from = dayFromAddress(search.get('from'));
  let to = dayFromAddress(search.get('to'));
  if (!from || !to) [from, to] = [null, null];
  else if (from > to) [from, to] = [to, from];
  if (from && to && rangeTooLong(from, to)) [from, to] = [null, null];
  return {
    year: year !== null && month !== null ? year : current.year,
    month: year !== null && month !== null ? month : current.month,
    from,
    to,
    typeId: typeId !== null && (LEAVE_TYPE_IDS as number[]).includes(typeId) ? typeId : null,
    search: searchFromAddress(search.get('search')),
    page: pageFromAddress(search.get('page')),
    pageSize:
      size !== null && (GRID_PAGE_SIZES as readonly number[]).includes(size) ? size : GRID_DEFAULT_PAGE_SIZE,
  };
}

/** The address with the grid's state written in: only what differs from the defaults. */
export function writeGridParams(
  previous: URLSearchParams,
  params: AttendanceGridParams,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of KEYS) next.delete(key);
  const current = monthOf(today);
  if (params.year !== current.year || params.month !== current.month) {
    next.set('year', String(params.year));
    next.set('month', String(params.month));
  }
  if (params.typeId !== null) next.set('type', String(params.typeId));
  if (params.from && params.to) {
    next.set('from', params.from);
    next.set('to', params.to);
  }
  if (params.search.trim()) next.set('search', params.search.trim());
  if (params.page > 1) next.set('page', String(params.page));
  if (params.pageSize !== GRID_DEFAULT_PAGE_SIZE) next.set('pageSize', String(params.pageSize));
  return next;
}
