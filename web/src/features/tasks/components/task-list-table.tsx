import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Task, TaskSortColumn } from '../../../../../shared/schemas/tasks.schema.ts';
import { DataTable } from '../../../components/list/data-table.tsx';
import { listQueryState } from '../../../components/list/data-table-types.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import type { TaskListParams } from '../api/get-tasks.ts';
import { taskDataColumns, type TaskColumn } from './task-list-columns.tsx';
import { TaskRowActions, type TaskRowActionsProps } from './task-row-actions.tsx';

/**
 * Below this the table scrolls sideways instead of squeezing its columns further. Its columns
 * otherwise take the room their content needs: a 1280 px window holds the whole table.
 */
const TABLE_MIN_WIDTH = 860;

interface TaskListTableProps extends Omit<TaskRowActionsProps, 'task'> {
  columns: readonly TaskColumn[];
  /** The list's query: its rows, and whether they are coming, failed or being replaced. */
  query: {
    data: { items: Task[] } | undefined;
    isPending: boolean;
    error: unknown;
    isPlaceholderData: boolean;
    refetch: () => unknown;
  };
  /** False while the list cannot ask yet (a project's id is coming): the skeleton. */
  ready?: boolean;
  order: Pick<TaskListParams, 'orderBy' | 'sort'>;
  onSort: (column: TaskSortColumn) => void;
  selected: number[];
  onSelect: (ids: number[]) => void;
  /** A list narrowed by filters or a search says 'No data found!'; others invite to add a task. */
  filtered: boolean;
  /** Called before a task opens (to remember the list). */
  onBeforeOpen?: () => void;
  skeletonRows?: number;
  /** The pages under the rows, shown once there are rows. */
  pager: ComponentProps<typeof ListPagination>;
}

/**
 * The rows of a task list, sortable by their headers, each opening its task (cards on a phone),
 * with how many are checked above them.
 */
export function TaskListTable({ columns, query, ready = true, ...props }: TaskListTableProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { timeZone } = useSessionUser();
  const onBeforeOpen = props.onBeforeOpen ?? (() => {});
  const hasActions = Boolean(props.onDownload) || Boolean(props.onRemind) || Boolean(props.restoreColumn);
  const state = listQueryState(query);
  const table = (
    <DataTable<Task, number, TaskSortColumn>
      {...state}
      loading={!ready || state.loading}
      rows={ready ? query.data?.items : undefined}
      rowKey={(task) => task.id}
      columns={taskDataColumns(columns, { t, timeZone, onBeforeOpen })}
      sort={{
        by: props.order.orderBy ?? null,
        direction: props.order.sort ?? 'asc',
        onSort: props.onSort,
      }}
      selection={{
        selected: props.selected,
        onChange: props.onSelect,
        rowLabel: (task) => t('Select task {{name}}', { name: task.name }),
        allLabel: t('Select all tasks on this page'),
      }}
      actions={
        hasActions
          ? { heading: t('Action'), cell: (task) => <TaskRowActions task={task} {...props} /> }
          : undefined
      }
      onRowClick={(task) => {
        onBeforeOpen();
        void navigate(`/view-task/${task.id}`);
      }}
      empty={{
        title: props.filtered ? t('No data found!') : t('Get started by creating a new task.'),
        icon: (
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
            <IconClipboardList size={26} />
          </ThemeIcon>
        ),
      }}
      skeletonRows={props.skeletonRows}
      minWidth={TABLE_MIN_WIDTH}
      horizontalSpacing={8}
      wrapHeadings
    />
  );
  return (
    <>
      {props.selected.length > 0 && (
        <Group mb="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('{{number}} selected', { number: props.selected.length })}
          </Text>
        </Group>
      )}
      {table}
      {ready && (query.data?.items.length ?? 0) > 0 && <ListPagination {...props.pager} />}
    </>
  );
}
