import { z } from 'zod';
import { LIST_MAX_PAGE, LIST_SEARCH_MAX_LENGTH } from '../../../../shared/constants.ts';
import { daysBetween } from '../../../../shared/rules/dates.ts';

/** A list's query schema: the shared one the server checks the same list with. */
export type ListSchema = z.ZodObject<Record<string, z.ZodType>>;

/** A key of a list's state. */
export type ListKey<S extends ListSchema> = keyof z.output<S> & string;

/** Two day keys that bound a range (a due-date range, the days a grid shows). */
export interface ListRange<S extends ListSchema> {
  from: ListKey<S>;
  to: ListKey<S>;
  /** The most days the range may span, ends included; a longer one is dropped. */
  maxDays?: number;
}

export interface ListAddressOptions<S extends ListSchema, U extends ListKey<S> = never> {
  /** Names in the address that differ from the schema's (`pageSize` written `size`). */
  names?: Partial<Record<ListKey<S>, string>>;
  /** The list's last page number, when it is not the shared LIST_MAX_PAGE. */
  maxPage?: number;
  /** The list's own defaults, where they differ from the schema's or it has none (a grid's month). */
  defaults?: Partial<z.output<S>>;
  /** The page sizes the list offers, when fewer than its schema takes: another size is the default. */
  pageSizes?: readonly number[];
  /** Keys that stay null until chosen, so that the server applies its own default (an order). */
  unset?: readonly U[];
  /**
   * Keys written together or not at all: all once one differs from its default (a year and its
   * month, read later in another month), none while one has no value (an order left to the server).
   */
  together?: readonly (readonly ListKey<S>[])[];
  /** Ranges of days: turned round when given backwards; dropped whole when too long or refused by the schema. */
  ranges?: readonly ListRange<S>[];
}

/** A list's state: its schema's values, those of `unset` null until chosen. */
export type ListState<S extends ListSchema, U extends ListKey<S> = never> = [U] extends [never]
  ? z.output<S>
  : Omit<z.output<S>, U> & { [K in U]: z.output<S>[K] | null };

/** Values of a list to write: any of its keys, null or undefined for none. */
export type ListValues<S extends ListSchema> = { [K in ListKey<S>]?: z.output<S>[K] | null };

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

type Raw = string | string[] | undefined;
type Values = Record<string, unknown>;

function rawOf(search: URLSearchParams, name: string): Raw {
  const values = search.getAll(name);
  return values.length === 0 ? undefined : values.length === 1 ? values[0] : values;
}

/** The words a field chooses from (an enum, alone or in a list); none for any other field. */
function choicesOf(field: z.ZodType): readonly string[] {
  if (field instanceof z.ZodOptional || field instanceof z.ZodNullable || field instanceof z.ZodDefault) {
    return choicesOf(field.unwrap() as z.ZodType);
  }
  if (field instanceof z.ZodPipe) return choicesOf(field.out as z.ZodType);
  if (field instanceof z.ZodArray) return choicesOf(field.element as z.ZodType);
  if (field instanceof z.ZodEnum) return field.options.filter((option) => typeof option === 'string');
  return [];
}

/** A choice spelled in another case (a link's In-Progress) as the list spells it. */
function spelled(field: z.ZodType, raw: Raw): Raw {
  const choices = choicesOf(field);
  if (choices.length === 0 || raw === undefined) return raw;
  const spell = (item: string) =>
    choices.find((choice) => choice.toLowerCase() === item.toLowerCase()) ?? item;
  return Array.isArray(raw) ? raw.map(spell) : spell(raw);
}

/** A list's items each once (a repeated id would name one row twice). */
function distinct(value: unknown): unknown {
  return Array.isArray(value) ? [...new Set(value)] : value;
}

/**
 * One value of the address, read as the server would read it, and corrected where the list cannot
 * take it: a long search is cut, a page brought into range, a choice spelled as the list spells it,
 * a list keeps the items it accepts, each once, and anything else it refuses is its default. Never
 * a validator's message.
 */
function readValue(field: z.ZodType, key: string, raw: Raw, maxPage: number, fallback: unknown): unknown {
  let value = spelled(field, raw);
  if (key === 'search' && typeof value === 'string') value = searchFromAddress(value) || undefined;
  if (key === 'page' && typeof value === 'string') value = String(pageFromAddress(value, maxPage));
  if (value === undefined) return fallback;
  const parsed = field.safeParse(value);
  if (parsed.success) return distinct(parsed.data);
  // A repeated parameter keeps the items the list accepts (a bad id among good ones is dropped).
  const items = (Array.isArray(value) ? value : [value]).filter((item) => field.safeParse([item]).success);
  const kept = items.length > 0 ? field.safeParse(items) : null;
  return kept?.success ? distinct(kept.data) : fallback;
}

/** The list's defaults: its own, else its schema's; null for the keys left to the server. */
function defaultsOf<S extends ListSchema, U extends ListKey<S>>(
  schema: S,
  options: ListAddressOptions<S, U>,
): Values {
  const unset = new Set<string>(options.unset ?? []);
  const own: Values = options.defaults ?? {};
  return Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => {
      if (unset.has(key)) return [key, null];
      if (key in own) return [key, own[key]];
      const parsed = field.safeParse(undefined);
      return [key, parsed.success ? parsed.data : undefined];
    }),
  );
}

function absent(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** The query the server would receive for these values: each one as text, lists repeated. */
function asQuery(values: Values): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [key, value] of Object.entries(values)) {
    if (absent(value)) continue;
    query[key] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return query;
}

/** A range given backwards is turned round; one longer than the list shows is dropped. */
function rangesWithin(
  state: Values,
  defaults: Values,
  ranges: readonly { from: string; to: string; maxDays?: number }[],
) {
  for (const { from, to, maxDays } of ranges) {
    const [start, end] = [state[from], state[to]];
    if (typeof start !== 'string' || typeof end !== 'string') continue;
    if (start > end) [state[from], state[to]] = [end, start];
    if (maxDays !== undefined && daysBetween(state[from] as string, state[to] as string) + 1 > maxDays) {
      [state[from], state[to]] = [defaults[from], defaults[to]];
    }
  }
}

/**
 * What the schema refuses as a whole though each value passes (half a range, say) goes back to its
 * defaults, both ends of a range together, until the server would take the query.
 */
function acceptedWhole(
  schema: ListSchema,
  state: Values,
  defaults: Values,
  ranges: readonly { from: string; to: string }[],
): void {
  for (let round = 0; round < Object.keys(defaults).length; round += 1) {
    const result = schema.safeParse(asQuery(state));
    if (result.success) return;
    const refused = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    for (const range of ranges) {
      if (refused.has(range.from) || refused.has(range.to))
        [range.from, range.to].forEach((key) => refused.add(key));
    }
    const changed = [...refused].filter((key) => key in defaults && text(state[key]) !== text(defaults[key]));
    if (changed.length === 0) return;
    for (const key of changed) state[key] = defaults[key];
  }
}

/** The list's state from the address, every key of its schema filled (defaults where absent or wrong). */
export function readListAddress<S extends ListSchema, U extends ListKey<S> = never>(
  schema: S,
  search: URLSearchParams,
  options: ListAddressOptions<S, U> = {},
): ListState<S, U> {
  const names = (options.names ?? {}) as Record<string, string | undefined>;
  const maxPage = options.maxPage ?? LIST_MAX_PAGE;
  const defaults = defaultsOf(schema, options);
  const state: Values = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      readValue(field, key, rawOf(search, names[key] ?? key), maxPage, defaults[key]),
    ]),
  );
  if (options.pageSizes && !options.pageSizes.includes(state.pageSize as number)) {
    state.pageSize = defaults.pageSize;
  }
  rangesWithin(state, defaults, options.ranges ?? []);
  acceptedWhole(schema, state, defaults, options.ranges ?? []);
  return state as ListState<S, U>;
}

/**
 * The address with the list's state written in: only what differs from the defaults, so that a
 * plain list has a plain address; parameters of others (a screen's ?tab=) are kept.
 */
export function writeListAddress<S extends ListSchema, U extends ListKey<S> = never>(
  schema: S,
  previous: URLSearchParams,
  state: ListValues<S>,
  options: ListAddressOptions<S, U> & { withDefaults?: boolean } = {},
): URLSearchParams {
  const names = (options.names ?? {}) as Record<string, string | undefined>;
  const defaults = options.withDefaults ? {} : defaultsOf(schema, options);
  const values = state as Values;
  const differs = (key: string) => text(values[key]) !== text(defaults[key]);
  const next = new URLSearchParams(previous);
  for (const key of Object.keys(schema.shape).filter((key) => key in values)) {
    const name = names[key] ?? key;
    const value = values[key];
    next.delete(name);
    const group = options.together?.find((keys) => keys.includes(key)) ?? [key];
    if (group.some((other) => absent(values[other])) || !group.some(differs)) continue;
    for (const item of Array.isArray(value) ? value : [value]) next.append(name, String(item));
  }
  return next;
}

/** The API's query string of a list's state, in the schema's own names, every value explicit. */
export function listQueryString<S extends ListSchema>(
  schema: S,
  state: ListValues<S>,
  { together }: Pick<ListAddressOptions<S>, 'together'> = {},
): string {
  return writeListAddress(schema, new URLSearchParams(), state, { together, withDefaults: true }).toString();
}

export type SortDirection = 'asc' | 'desc';

/**
 * The order after choosing a field (a column header, an Order by item): a new field sorts
 * ascending; the same field again turns the direction round.
 */
export function nextSort<F extends string>(
  current: { orderBy: F | null; sort: SortDirection },
  field: F,
): { orderBy: F; sort: SortDirection } {
  if (current.orderBy !== field) return { orderBy: field, sort: 'asc' };
  return { orderBy: field, sort: current.sort === 'asc' ? 'desc' : 'asc' };
}

/** How many pages `total` rows fill, at least one. */
export function pageCountOf(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The page to show once the total is known: a page past the end shows the last one. */
export function pageWithin(page: number, total: number, pageSize: number): number {
  return Math.min(page, pageCountOf(total, pageSize));
}
