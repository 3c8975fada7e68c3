import { Table, UnstyledButton } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconSelector } from '@tabler/icons-react';
import type { TaskSortColumn } from '../../../../../shared/schemas/tasks.schema.ts';
import type { TaskListParams } from '../api/get-tasks.ts';

interface TaskListSortHeaderProps {
  column: TaskSortColumn;
  /** Already translated. */
  label: string;
  order: Pick<TaskListParams, 'orderBy' | 'sort'>;
  onSort: (column: TaskSortColumn) => void;
}

/**
 * A column header that sorts by its column; the sorted one says its direction (aria-sort). Its
 * words may wrap, so that a long header does not make its column wider than its cells need.
 */
export function TaskListSortHeader({ column, label, order, onSort }: TaskListSortHeaderProps) {
  const active = order.orderBy === column;
  const Icon = !active ? IconSelector : order.sort === 'asc' ? IconArrowUp : IconArrowDown;
  // The arrow stays with the last word, never alone on a line (a word joiner does not hold it in
  // Chromium); a label without spaces (Chinese) stays whole.
  const lastSpace = label.lastIndexOf(' ');
  return (
    <Table.Th aria-sort={active ? (order.sort === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton onClick={() => onSort(column)} fw={700} fz="sm" ta="start">
        {label.slice(0, lastSpace + 1)}
        <span style={{ whiteSpace: 'nowrap' }}>
          {label.slice(lastSpace + 1)}
          <Icon
            size={14}
            aria-hidden
            style={{ opacity: active ? 1 : 0.45, marginInlineStart: 4, verticalAlign: -2 }}
          />
        </span>
      </UnstyledButton>
    </Table.Th>
  );
}
