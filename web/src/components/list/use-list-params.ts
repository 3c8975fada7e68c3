import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { z } from 'zod';
import {
  pageWithin,
  readListAddress,
  writeListAddress,
  type ListAddressOptions,
  type ListSchema,
} from './list-address.ts';

export interface ListUpdate {
  /** Replace the current history entry instead of adding one (typing a search). */
  replace?: boolean;
}

const NO_OPTIONS = {};

/**
 * A list's state (search, filters, order, page, page size) kept in the address through the list's
 * shared query schema, so Back and Forward, a reload and a shared link show the same list. Any
 * change but paging starts again at the first page. `options` is a constant of the list's module.
 */
export function useListParams<S extends ListSchema>(schema: S, options: ListAddressOptions<S> = NO_OPTIONS) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = useMemo(
    () => readListAddress(schema, new URLSearchParams(key), options),
    [schema, key, options],
  );

  const update = useCallback(
    (change: Partial<z.output<S>>, how: ListUpdate = {}) =>
      setSearch(
        (previous) => {
          const current = readListAddress(schema, previous, options) as Record<string, unknown>;
          const paging = 'page' in change;
          const next = { ...current, ...(paging ? {} : { page: 1 }), ...change } as z.output<S>;
          return writeListAddress(schema, previous, next, options);
        },
        { replace: how.replace },
      ),
    [schema, setSearch, options],
  );

  return [params, update] as const;
}

/**
 * Once a list's total is known, a page past its end (an old link, the last row deleted) moves to the
 * last page, in place of the history entry, instead of showing an empty page beside "3–3 of 3".
 */
export function useLastPageWhenPast(
  page: number,
  pageSize: number,
  total: number | undefined,
  goTo: (page: number) => void,
): void {
  useEffect(() => {
    if (total === undefined || total === 0) return;
    const within = pageWithin(page, total, pageSize);
    if (within !== page) goTo(within);
  }, [page, pageSize, total, goTo]);
}
