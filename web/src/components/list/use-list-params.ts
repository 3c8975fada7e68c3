import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import {
  pageWithin,
  readListAddress,
  writeListAddress,
  type ListAddressOptions,
  type ListKey,
  type ListSchema,
  type ListState,
  type ListValues,
} from './list-address.ts';

export interface ListUpdate {
  /** Replace the current history entry instead of adding one (typing a search). */
  replace?: boolean;
}

/** The `update` of useListParams for a list's state `T`: the changed values, the rest kept. */
export type ListUpdater<T> = (change: Partial<T>, how?: ListUpdate) => void;

const NO_OPTIONS = {};

/**
 * A list's state (search, filters, order, page, page size) kept in the address through the list's
 * shared query schema, so Back and Forward, a reload and a shared link show the same list. Any
 * change but paging starts again at the first page. `options` is a constant of the list's module
 * (or memoised, when it depends on the day). `update` is stable.
 */
export function useListParams<S extends ListSchema, U extends ListKey<S> = never>(
  schema: S,
  options: ListAddressOptions<S, U> = NO_OPTIONS,
) {
  const [search, setSearch] = useSearchParams();
  const key = search.toString();
  const params = useMemo(
    () => readListAddress(schema, new URLSearchParams(key), options),
    [schema, key, options],
  );
  // The addresses this list wrote that no render has shown yet, and the one they were written
  // over. The router renders a navigation in a transition, after the address has changed: a second
  // change made before then (choosing the next filter on a busy machine) must build on the first,
  // not on the address of the last render, which would drop the first change.
  const unrendered = useRef<{ over: string; writes: string[] }>({ over: key, writes: [] });
  useEffect(() => {
    const pending = unrendered.current;
    const at = pending.writes.indexOf(key);
    if (at >= 0) pending.writes.splice(0, at + 1);
    // Another address than ours and than the one we wrote over: the reader went elsewhere (Back, a link).
    else if (key !== pending.over) pending.writes = [];
    if (pending.writes.length === 0) pending.over = key;
  }, [key]);

  const update = useCallback(
    (change: Partial<ListState<S, U>>, how: ListUpdate = {}) =>
      setSearch(
        (rendered) => {
          const pending = unrendered.current;
          const latest = pending.writes.at(-1);
          const previous = latest === undefined ? rendered : new URLSearchParams(latest);
          const current = readListAddress(schema, previous, options);
          const paging = 'page' in change;
          const next = { ...current, ...(paging ? {} : { page: 1 }), ...change } as ListValues<S>;
          const written = writeListAddress(schema, previous, next, options);
          pending.writes.push(written.toString());
          return written;
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
 * `update` is the one of useListParams; the total is undefined or null while it is not known.
 */
export function useLastPageWhenPast(
  { page, pageSize }: { page: number; pageSize: number },
  total: number | null | undefined,
  update: ListUpdater<{ page: number }>,
): void {
  useEffect(() => {
    if (total === undefined || total === null || total === 0) return;
    const within = pageWithin(page, total, pageSize);
    if (within !== page) update({ page: within }, { replace: true });
  }, [page, pageSize, total, update]);
}

/**
 * ListPagination's paging from a list's address: `<ListPagination total={…} pageSizes={…}
 * {...listPager(params, update)} />`. `sizeHow` says how choosing a page size enters the history.
 */
export function listPager(
  { page, pageSize }: { page: number; pageSize: number },
  update: ListUpdater<{ page: number; pageSize: number }>,
  sizeHow?: ListUpdate,
) {
  return {
    page,
    pageSize,
    onPage: (next: number) => update({ page: next }),
    onPageSize: (next: number) => update({ pageSize: next }, sizeHow),
  };
}
