import type { ReactNode } from 'react';

/** One column of a DataTable: a heading over a table column on a desktop, a label in a phone's card. */
export interface DataColumn<Row, SortKey extends string = string> {
  /** Unique among the table's columns. */
  key: string;
  /** Already translated. */
  heading: string;
  cell: (row: Row) => ReactNode;
  /** Cells that should not wrap (ids, dates, amounts). */
  nowrap?: boolean;
  /** The column's width on a desktop (a fixed layout gives it exactly this). */
  width?: number;
  /** Room the cell keeps when the table is squeezed. */
  minWidth?: number;
  /** Numbers line up at the end of their column. */
  align?: 'start' | 'end';
  /** The order the column's header sorts by, when the table is given `sort`. */
  sortKey?: SortKey;
  /** A secondary column a desktop shows only from this breakpoint up; a phone's card always shows it. */
  visibleFrom?: 'md' | 'lg';
}

/** The order a list is shown in, and what to call when a header asks for another. */
export interface DataTableSort<SortKey extends string> {
  /** The column sorted by; null while the list has its default order. */
  by: SortKey | null;
  direction: 'asc' | 'desc';
  /** Asked to sort by this column: the list decides the direction (again on the same column flips it). */
  onSort: (key: SortKey) => void;
}

/** A checkbox per row (and one for all the page's rows): the list keeps the chosen rows' keys. */
export interface DataTableSelection<Row, Key extends string | number> {
  selected: readonly Key[];
  onChange: (keys: Key[]) => void;
  /** Rows that cannot be chosen show a disabled checkbox. */
  canSelect?: (row: Row) => boolean;
  /** Each row's checkbox name ("Select Ada Lovelace"), translated. */
  rowLabel: (row: Row) => string;
  /** The name of the checkbox that chooses every row on show, translated. */
  allLabel: string;
}

/** The buttons of a row: the last column on a desktop, the foot of its card on a phone. */
export interface DataTableActions<Row> {
  /** Already translated; t('Actions') when not given (a spec's "Action" is given). */
  heading?: string;
  cell: (row: Row) => ReactNode;
  width?: number;
}

/** What the list's query says of the rows: the first page coming, a failure, a newer page coming. */
export interface DataTableState {
  /** Nothing to show yet, and it is on its way: the skeleton. */
  loading?: boolean;
  /** The last request failed (null or undefined when it did not): the red alert. */
  error?: unknown;
  /** Offered as Try again in the alert, where asking again can help. */
  onRetry?: () => void;
  /** A newer page is on its way: the rows on show dim and the list says it is busy. */
  refreshing?: boolean;
}

/** How a desktop draws the table; a phone's cards need none of it. */
export interface DataTableLook {
  /** The table's name for assistive technology (the phone's list of cards has it too). */
  label?: string;
  /** Below this width the desktop table scrolls sideways instead of squeezing its cells. */
  minWidth?: number;
  /** 'fixed': the columns get their `width`s, the rest share what is left (names are cut). */
  layout?: 'fixed';
  striped?: boolean;
  withBorder?: boolean;
  verticalSpacing?: 'xs' | 'sm';
  /** Mantine's 'xs', or pixels (a wide table that must fit a laptop's window). */
  horizontalSpacing?: 'xs' | number;
  /**
   * Sortable headings may wrap between words (the arrow stays with the last one), so that a long
   * heading does not make its column wider than its cells need; otherwise headings never wrap.
   */
  wrapHeadings?: boolean;
}

/**
 * Rows drawn as a list's own cards at every width (the users list's cards, spec 001 §2.1) in place
 * of the table and the phone's label-and-value cards; the states stay the table's.
 */
export interface DataTableGallery<Row> {
  card: (row: Row) => ReactNode;
  /** Cards a line by breakpoint, as Mantine's SimpleGrid takes them. */
  cols: number | Partial<Record<'base' | 'xs' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}

/** A row's checkbox, and the one that chooses every row on show, as both views draw them. */
export interface SelectionModel<Row> {
  isSelected: (row: Row) => boolean;
  canSelect: (row: Row) => boolean;
  toggle: (row: Row, checked: boolean) => void;
  rowLabel: (row: Row) => string;
  all: {
    label: string;
    checked: boolean;
    indeterminate: boolean;
    disabled: boolean;
    onChange: (checked: boolean) => void;
  };
}

/** What the desktop table and the phone's cards are given: rows to show, never an empty list. */
export interface DataTableViewProps<
  Row,
  Key extends string | number,
  SortKey extends string,
> extends DataTableLook {
  columns: readonly DataColumn<Row, SortKey>[];
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  actions?: DataTableActions<Row>;
  sort?: DataTableSort<SortKey>;
  selection?: SelectionModel<Row>;
  onRowClick?: (row: Row) => void;
  refreshing: boolean;
}

/** The part of a TanStack query the table reads. */
interface ListQuery {
  isPending: boolean;
  error: unknown;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}

/** A list query's state as the table shows it: `<DataTable {...listQueryState(query)} …/>`. */
export function listQueryState(query: ListQuery): DataTableState {
  return {
    loading: query.isPending,
    error: query.error,
    onRetry: () => void query.refetch(),
    refreshing: query.isPlaceholderData,
  };
}
