import type { z } from 'zod';
import { LIST_MAX_PAGE } from '../../../../shared/constants.ts';
import { pageFromAddress, searchFromAddress } from '../../lib/list-address.ts';

/** A list's query schema: the shared one the server checks the same list with. */
export type ListSchema = z.ZodObject<Record<string, z.ZodType>>;

export interface ListAddressOptions<S extends ListSchema> {
  /** Names in the address that differ from the schema's (`pageSize` written `size`). */
  names?: Partial<Record<keyof z.output<S>, string>>;
  /** The list's last page number, when it is not the shared LIST_MAX_PAGE. */
  maxPage?: number;
}

type Raw = string | string[] | undefined;

function rawOf(search: URLSearchParams, name: string): Raw {
  const values = search.getAll(name);
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}

/**
 * One value of the address, read as the server would read it, and corrected where the list cannot
 * take it: a long search is cut, a page brought into range, a list keeps the items it accepts, and
 * anything else it refuses is its default. Never a validator's message.
 */
function readValue(field: z.ZodType, key: string, raw: Raw, maxPage: number): unknown {
  let value: Raw = raw;
  if (key === 'search' && typeof raw === 'string') value = searchFromAddress(raw) || undefined;
  if (key === 'page' && typeof raw === 'string') value = String(pageFromAddress(raw, maxPage));
  const parsed = field.safeParse(value);
  if (parsed.success) return parsed.data;
  // A repeated parameter keeps the items the list accepts (a bad id among good ones is dropped).
  const items = (Array.isArray(value) ? value : [value]).filter((item) => field.safeParse([item]).success);
  const kept = items.length > 0 ? field.safeParse(items) : null;
  if (kept?.success) return kept.data;
  const fallback = field.safeParse(undefined);
  return fallback.success ? fallback.data : undefined;
}

/** The list's state from the address, every key of its schema filled (defaults where absent or wrong). */
export function readListAddress<S extends ListSchema>(
  schema: S,
  search: URLSearchParams,
  options: ListAddressOptions<S> = {},
): z.output<S> {
  const names = (options.names ?? {}) as Record<string, string | undefined>;
  const maxPage = options.maxPage ?? LIST_MAX_PAGE;
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      readValue(field, key, rawOf(search, names[key] ?? key), maxPage),
    ]),
  ) as z.output<S>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * The address with the list's state written in: only what differs from the defaults, so that a
 * plain list has a plain address; parameters of others (a screen's ?tab=) are kept.
 */
export function writeListAddress<S extends ListSchema>(
  schema: S,
  previous: URLSearchParams,
  state: z.output<S>,
  options: ListAddressOptions<S> & { withDefaults?: boolean } = {},
): URLSearchParams {
  const names = (options.names ?? {}) as Record<string, string | undefined>;
  const defaults = options.withDefaults
    ? {}
    : (readListAddress(schema, new URLSearchParams(), options) as Record<string, unknown>);
  const next = new URLSearchParams(previous);
  for (const [key, value] of Object.entries(state as Record<string, unknown>)) {
    const name = names[key] ?? key;
    next.delete(name);
    if (value === undefined || value === null || value === '' || text(value) === text(defaults[key]))
      continue;
    for (const item of Array.isArray(value) ? value : [value]) next.append(name, String(item));
  }
  return next;
}

/** The API's query string of a list's state, in the schema's own names, every value explicit. */
export function listQueryString<S extends ListSchema>(schema: S, state: z.output<S>): string {
  return writeListAddress(schema, new URLSearchParams(), state, { withDefaults: true }).toString();
}

/** How many pages `total` rows fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show once the total is known: a page past the end shows the last one. */
export function pageWithin(page: number, total: number, pageSize: number): number {
  return Math.min(page, pageCountOf(total, pageSize));
}
