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

/** A column header that sorts by its column; the sorted one says its direction (aria-sort). */
export function TaskListSortHeader({ column, label, order, onSort }: TaskListSortHeaderProps) {
  const active = order.orderBy === column;
  const Icon = !active ? IconSelector : order.sort === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <Table.Th
      aria-sort={active ? (order.sort === 'asc' ? 'ascending' : 'descending') : 'none'}
      style={{ whiteSpace: 'nowrap' }}
    >
      <UnstyledButton
        onClick={() => onSort(column)}
        fw={700}
        fz="sm"
        style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
      >
        {label}
        <Icon size={14} aria-hidden style={{ opacity: active ? 1 : 0.45 }} />
      </UnstyledButton>
    </Table.Th>
  );
}
