import { ActionIcon, Group, Select, Stack, Tooltip } from '@mantine/core';
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RowCheckbox, SelectAll } from './data-table-grid.tsx';
import { fromControl } from './data-table-selection.ts';
import type { DataTableSort, DataTableViewProps } from './data-table-types.ts';
import classes from './data-table.module.css';
import { ROW, ROWS_BOX, useRowShortcuts } from './use-row-shortcuts.ts';

/**
 * A phone's view of the rows: a list of cards, each showing every column as label and value and
 * the row's actions at its foot, all within the screen's width (nothing scrolls sideways).
 */
export function DataTableCards<Row, Key extends string | number, S extends string>(
  props: DataTableViewProps<Row, Key, S>,
) {
  const { columns, rows, rowKey, actions, sort, selection, onRowClick, refreshing } = props;
  const { t } = useTranslation();
  const sortable = sort ? columns.filter((column) => column.sortKey !== undefined) : [];
  const rowsBox = useRowShortcuts<HTMLUListElement>();
  return (
    <Stack gap="sm">
      {(sortable.length > 0 || selection) && (
        <Group justify="space-between" align="flex-end" gap="sm">
          {selection && <SelectAll model={selection} visibleLabel />}
          {sort && sortable.length > 0 && (
            <SortControl
              sort={sort}
              options={sortable.map((column) => ({ value: column.sortKey!, label: column.heading }))}
            />
          )}
        </Group>
      )}
      <ul
        ref={rowsBox}
        {...ROWS_BOX}
        role="list"
        className={classes.cards}
        aria-label={props.label}
        aria-busy={refreshing}
        style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        {rows.map((row) => (
          <li
            key={rowKey(row)}
            {...ROW}
            className={classes.card}
            data-selected={selection?.isSelected(row) || undefined}
            data-clickable={onRowClick ? true : undefined}
            onClick={onRowClick && ((event) => !fromControl(event) && onRowClick(row))}
          >
            {selection && (
              <Group mb="xs">
                <RowCheckbox model={selection} row={row} />
              </Group>
            )}
            <dl className={classes.fields}>
              {columns.map((column) => (
                <div key={column.key} className={classes.field}>
                  <dt>{column.heading}</dt>
                  <dd>{column.cell(row)}</dd>
                </div>
              ))}
            </dl>
            {actions && (
              <div role="group" aria-label={actions.heading ?? t('Actions')} className={classes.actions}>
                {actions.cell(row)}
              </div>
            )}
          </li>
        ))}
      </ul>
    </Stack>
  );
}

interface SortControlProps<S extends string> {
  sort: DataTableSort<S>;
  options: { value: S; label: string }[];
}

/** The cards' order: the column to sort by, and a button that turns the order around. */
function SortControl<S extends string>({ sort, options }: SortControlProps<S>) {
  const { t } = useTranslation();
  const flipLabel = sort.direction === 'asc' ? t('Sort descending') : t('Sort ascending');
  const Icon = sort.direction === 'asc' ? IconSortAscending : IconSortDescending;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <Select
        label={t('Sort by')}
        size="xs"
        w={170}
        data={options}
        value={sort.by}
        onChange={(value) => {
          const option = options.find((candidate) => candidate.value === value);
          if (option) sort.onSort(option.value);
        }}
        allowDeselect={false}
      />
      <Tooltip label={flipLabel} withArrow>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={flipLabel}
          disabled={sort.by === null}
          onClick={() => sort.by !== null && sort.onSort(sort.by)}
        >
          <Icon size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
