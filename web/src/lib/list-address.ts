import { LIST_MAX_PAGE, LIST_SEARCH_MAX_LENGTH } from '../../../shared/constants.ts';

/*
 * A list keeps its state in the address, where anyone may type anything. What the list cannot
 * take is corrected rather than refused, so that a long or hand-edited address opens the list
 * instead of a validator's message: a search is cut to the length the list accepts, a page is
 * brought into range, and an unknown value is dropped by the list's own reader.
 */

/** The search from the address: trimmed, and cut to the length the list accepts. */
export function searchFromAddress(value: string | null): string {
  return (value ?? '').trim().slice(0, LIST_SEARCH_MAX_LENGTH).trim();
}

/** The page from the address: a whole number brought between 1 and `max`, else the first page. */
export function pageFromAddress(value: string | null, max: number = LIST_MAX_PAGE): number {
  const page = Number(value);
  if (value === null || value.trim() === '' || Number.isNaN(page)) return 1;
  return Math.min(max, Math.max(1, Math.trunc(page)));
}
