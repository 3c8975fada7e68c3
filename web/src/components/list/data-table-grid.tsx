import { Card, Checkbox, Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import { useCallback, useRef, useState, type CSSProperties, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { fromControl } from './data-table-selection.ts';
import type { DataColumn, DataTableSort, DataTableViewProps, SelectionModel } from './data-table-types.ts';
import { ROW, ROWS_BOX, useRowShortcuts } from './use-row-shortcuts.ts';

const cellStyle = <Row, S extends string>(column: DataColumn<Row, S>): CSSProperties => ({
  whiteSpace: column.nowrap ? 'nowrap' : undefined,
  minWidth: column.minWidth,
  textAlign: column.align === 'end' ? 'end' : undefined,
});

/**
 * Whether the element scrolls sideways (its content wider than itself), measured again as either
 * changes size.
 */
function useScrollsSideways(): [RefCallback<HTMLDivElement>, boolean] {
  const [scrolls, setScrolls] = useState(false);
  const observer = useRef<ResizeObserver | null>(null);
  const ref = useCallback((element: HTMLDivElement | null) => {
    observer.current?.disconnect();
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => setScrolls(element.scrollWidth > element.clientWidth + 1);
    observer.current = new ResizeObserver(measure);
    observer.current.observe(element);
    if (element.firstElementChild) observer.current.observe(element.firstElementChild);
    measure();
  }, []);
  return [ref, scrolls];
}

/** A desktop's view of the rows: a table under its headings, scrolling sideways below `minWidth`. */
export function DataTableGrid<Row, Key extends string | number, S extends string>(
  props: DataTableViewProps<Row, Key, S>,
) {
  const { columns, rows, rowKey, actions, sort, selection, onRowClick, refreshing } = props;
  const { t } = useTranslation();
  const [scroller, scrolls] = useScrollsSideways();
  const rowsBox = useRowShortcuts<HTMLTableElement>();
  // A table wider than its box scrolls sideways: the box takes the focus, so the arrow keys
  // scroll it (WCAG 2.1.1), and says what it holds.
  const scrollable = scrolls
    ? { tabIndex: 0, role: 'region', 'aria-label': props.label ?? t('Scrolling table') }
    : {};
  const table = (
    <Table.ScrollContainer ref={scroller} minWidth={props.minWidth ?? 0} type="native" {...scrollable}>
      <Table
        ref={rowsBox}
        {...ROWS_BOX}
        layout={props.layout}
        highlightOnHover
        striped={props.striped}
        verticalSpacing={props.verticalSpacing ?? 'xs'}
        horizontalSpacing={props.horizontalSpacing}
        fz="sm"
        aria-label={props.label}
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Table.Thead>
          <Table.Tr>
            {selection && (
              <Table.Th w={40}>
                <SelectAll model={selection} />
              </Table.Th>
            )}
            {columns.map((column) =>
              sort && column.sortKey ? (
                <SortHeader
                  key={column.key}
                  column={column}
                  sortKey={column.sortKey}
                  sort={sort}
                  wrap={props.wrapHeadings ?? false}
                />
              ) : (
                <Table.Th
                  key={column.key}
                  scope="col"
                  w={column.width}
                  visibleFrom={column.visibleFrom}
                  style={{ whiteSpace: 'nowrap', textAlign: column.align === 'end' ? 'end' : undefined }}
                >
                  {column.heading}
                </Table.Th>
              ),
            )}
            {actions && (
              <Table.Th scope="col" w={actions.width} style={{ whiteSpace: 'nowrap' }}>
                {actions.heading ?? t('Actions')}
              </Table.Th>
            )}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const selected = selection?.isSelected(row) ?? false;
            return (
              <Table.Tr
                key={rowKey(row)}
                {...ROW}
                onClick={onRowClick && ((event) => !fromControl(event) && onRowClick(row))}
                style={onRowClick ? { cursor: 'pointer' } : undefined}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
              >
                {selection && (
                  <Table.Td>
                    <RowCheckbox model={selection} row={row} />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key} visibleFrom={column.visibleFrom} style={cellStyle(column)}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
                {actions && <Table.Td>{actions.cell(row)}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
  return props.withBorder ? (
    <Card withBorder radius="md" padding={0}>
      {table}
    </Card>
  ) : (
    table
  );
}

interface SortHeaderProps<Row, S extends string> {
  column: DataColumn<Row, S>;
  sortKey: S;
  sort: DataTableSort<S>;
  /** The heading may wrap between words. */
  wrap: boolean;
}

/** A heading that sorts by its column: a button, and the sorted column says its direction (aria-sort). */
function SortHeader<Row, S extends string>({ column, sortKey, sort, wrap }: SortHeaderProps<Row, S>) {
  const active = sort.by === sortKey;
  const Icon = !active ? IconSelector : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  const icon = (
    <Icon
      size={14}
      aria-hidden
      style={{ opacity: active ? 1 : 0.45, marginInlineStart: 4, verticalAlign: -2 }}
    />
  );
  // A wrapping heading keeps the arrow with its last word, never alone on a line (a word joiner
  // does not hold it in Chromium); a heading without spaces (Chinese) stays whole.
  const lastSpace = wrap ? column.heading.lastIndexOf(' ') : -1;
  return (
    <Table.Th
      scope="col"
      w={column.width}
      visibleFrom={column.visibleFrom}
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : undefined}
      style={{ textAlign: column.align === 'end' ? 'end' : undefined }}
    >
      <UnstyledButton
        onClick={() => sort.onSort(sortKey)}
        fw={700}
        fz="sm"
        ta="start"
        style={wrap ? undefined : { whiteSpace: 'nowrap' }}
      >
        {column.heading.slice(0, lastSpace + 1)}
        <span style={{ whiteSpace: 'nowrap' }}>
          {column.heading.slice(lastSpace + 1)}
          {icon}
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}

/** The checkbox that chooses every selectable row on show. */
export function SelectAll<Row>({
  model,
  visibleLabel = false,
}: {
  model: SelectionModel<Row>;
  visibleLabel?: boolean;
}) {
  return (
    <Checkbox
      aria-label={visibleLabel ? undefined : model.all.label}
      label={visibleLabel ? model.all.label : undefined}
      checked={model.all.checked}
      indeterminate={model.all.indeterminate}
      disabled={model.all.disabled}
      onChange={(event) => model.all.onChange(event.currentTarget.checked)}
    />
  );
}

/** A row's own checkbox, disabled where the row cannot be chosen. */
export function RowCheckbox<Row>({ model, row }: { model: SelectionModel<Row>; row: Row }) {
  return (
    <Checkbox
      aria-label={model.rowLabel(row)}
      checked={model.isSelected(row)}
      disabled={!model.canSelect(row)}
      onChange={(event) => model.toggle(row, event.currentTarget.checked)}
    />
  );
}
