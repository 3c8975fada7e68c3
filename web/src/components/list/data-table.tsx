import { Card, EmptyState, SimpleGrid, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconDatabaseOff } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BELOW_SM_QUERY } from '../../lib/theme.ts';
import { ErrorAlert } from '../error-alert.tsx';
import { DataTableCards } from './data-table-cards.tsx';
import { DataTableGrid } from './data-table-grid.tsx';
import { selectionModel } from './data-table-selection.ts';
import type {
  DataColumn,
  DataTableActions,
  DataTableGallery,
  DataTableLook,
  DataTableSelection,
  DataTableSort,
  DataTableState,
} from './data-table-types.ts';
import { ListSkeleton } from './list-skeleton.tsx';

/** What an empty list says: the spec's 'No data found!' unless a list has its own words. */
export interface DataTableEmpty {
  /** Translated; 'No data found!' when not given. */
  title?: string;
  description?: string;
  icon?: ReactNode;
}

export interface DataTableProps<Row, Key extends string | number, SortKey extends string = never>
  extends DataTableState, DataTableLook {
  columns: readonly DataColumn<Row, SortKey>[];
  /** The rows on show; undefined until the first page comes. */
  rows: readonly Row[] | undefined;
  rowKey: (row: Row) => Key;
  actions?: DataTableActions<Row>;
  /** Given, the headings of the columns with a `sortKey` sort the list (a phone gets a Sort by field). */
  sort?: DataTableSort<SortKey>;
  /** Given, each row (and the whole page) gets a checkbox. */
  selection?: DataTableSelection<Row, Key>;
  /** A pointer's click anywhere on a row but its controls; a keyboard uses the row's own link. */
  onRowClick?: (row: Row) => void;
  empty?: DataTableEmpty;
  /** Given, the rows are the list's own cards at every width (the columns then go unused). */
  gallery?: DataTableGallery<Row>;
  /** How many bars the skeleton shows while the first page loads. */
  skeletonRows?: number;
}

/**
 * Every list's rows (leave, holidays, letters, IT proofs, appraisals…): on a desktop a table with
 * its headings (sortable, selectable when asked); below Mantine's `sm` breakpoint the same rows as
 * cards that show every column and the row's actions without scrolling sideways. It also shows the
 * list's states: the skeleton while the first page loads, 'No data found!', the failure with Try
 * again, and the rows dimmed while a newer page is on its way.
 */
export function DataTable<Row, Key extends string | number, SortKey extends string = never>(
  props: DataTableProps<Row, Key, SortKey>,
) {
  const { rows, rowKey, selection, loading = false, error, onRetry, refreshing = false } = props;
  const phone = useMediaQuery(BELOW_SM_QUERY, false, { getInitialValueInEffect: false });
  const failed = error !== null && error !== undefined;

  let body: ReactNode = null;
  if (rows === undefined) {
    if (loading && !failed) body = <ListSkeleton rows={props.skeletonRows} />;
  } else if (rows.length === 0) {
    body = <EmptyList {...props.empty} />;
  } else if (props.gallery) {
    body = (
      <Gallery {...props.gallery} rows={rows} rowKey={rowKey} refreshing={refreshing} label={props.label} />
    );
  } else {
    const view = {
      ...props,
      rows,
      refreshing,
      selection: selection && selectionModel(rows, rowKey, selection),
    };
    body = phone ? <DataTableCards {...view} /> : <DataTableGrid {...view} />;
  }
  if (!failed && body === null) return null;
  return (
    <Stack gap="md">
      {failed && <ErrorAlert error={error} onRetry={onRetry} />}
      {body}
    </Stack>
  );
}

interface GalleryProps<Row, Key> extends DataTableGallery<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => Key;
  refreshing: boolean;
  label?: string;
}

/** The list's own cards, a grid of them that narrows to one a line on a phone. */
function Gallery<Row, Key extends string | number>({
  card,
  cols,
  rows,
  rowKey,
  refreshing,
  label,
}: GalleryProps<Row, Key>) {
  return (
    <SimpleGrid
      component="ul"
      role="list"
      aria-label={label}
      cols={cols}
      aria-busy={refreshing}
      m={0}
      p={0}
      style={{ listStyle: 'none', opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
    >
      {rows.map((row) => (
        <li key={rowKey(row)} style={{ minWidth: 0 }}>
          {card(row)}
        </li>
      ))}
    </SimpleGrid>
  );
}

function EmptyList({ title, description, icon }: DataTableEmpty) {
  const { t } = useTranslation();
  return (
    <Card withBorder radius="md" padding="xl">
      <EmptyState
        role="status"
        icon={icon ?? <IconDatabaseOff aria-hidden />}
        title={title ?? t('No data found!')}
        description={description}
      />
    </Card>
  );
}
