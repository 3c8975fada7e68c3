import { HOLIDAY_LOCATION_CODES, HOLIDAY_PAGE_SIZES } from '../../../../shared/rules/holidays.ts';
import { pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';
import type { HolidaysListParams } from './api/get-holidays.ts';

export const HOLIDAYS_DEFAULT_PAGE_SIZE = 10;

/** The list's own keys in the address; others (the Attendance screen's ?tab=) are left alone. */
const KEYS = ['location', 'search', 'page', 'pageSize'] as const;

function positiveInt(value: string | null): number | null {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : null;
}

/**
 * The holiday list's state lives in the address, so Back and a shared link show the same list.
 * Unknown values fall back to the defaults; no location means the caller's own.
 */
export function readHolidaysParams(search: URLSearchParams): HolidaysListParams {
  const location = positiveInt(search.get('location'));
  const size = positiveInt(search.get('pageSize'));
  return {
    location: location !== null && (HOLIDAY_LOCATION_CODES as number[]).includes(location) ? location : null,
    search: searchFromAddress(search.get('search')),
    page: pageFromAddress(search.get('page')),
    pageSize:
      size !== null && (HOLIDAY_PAGE_SIZES as readonly number[]).includes(size)
        ? size
        : HOLIDAYS_DEFAULT_PAGE_SIZE,
  };
}

/** The address with the list's state written in: only what differs from the defaults. */
export function writeHolidaysParams(previous: URLSearchParams, params: HolidaysListParams): URLSearchParams {
  const next = new URLSearchParams(previous);
  for (const key of KEYS) next.delete(key);
  if (params.location !== null) next.set('location', String(params.location));
  if (params.search.trim()) next.set('search', params.search.trim());
  if (params.page > 1) next.set('page', String(params.page));
  if (params.pageSize !== HOLIDAYS_DEFAULT_PAGE_SIZE) next.set('pageSize', String(params.pageSize));
  return next;
}
