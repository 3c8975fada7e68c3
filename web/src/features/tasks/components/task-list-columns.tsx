import { Anchor, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { Task, TaskSortColumn } from '../../../../../shared/schemas/tasks.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { formatInstantDay } from '../../../lib/format-instant.ts';
import { TaskStatusBadge } from '../../../components/task-status-badge.tsx';
import type { DataColumn } from '../../../components/list/data-table-types.ts';

/** What a cell needs besides its task. */
export interface TaskCellContext {
  t: TFunction;
  /** The viewer's time zone, for the day a task was created. */
  timeZone: string;
  /** Called before a task opens (the list remembers itself). */
  onBeforeOpen: () => void;
}

/** A column of a task table: its English header, the order it sorts by (if any) and its cell. */
export interface TaskColumn {
  key: string;
  label: string;
  sort?: TaskSortColumn;
  /** Cells that should not wrap (ids, dates). */
  nowrap?: boolean;
  /** Room the cell keeps when the table is squeezed (text that may break anywhere would be crushed). */
  minWidth?: number;
  render: (task: Task, context: TaskCellContext) => ReactNode;
}

interface TaskLinkProps {
  task: Task;
  context: TaskCellContext;
  strong?: boolean;
  children: ReactNode;
}

function TaskLink({ task, context, strong = false, children }: TaskLinkProps) {
  return (
    <Anchor
      component={Link}
      to={`/view-task/${task.id}`}
      onClick={context.onBeforeOpen}
      fz="sm"
      fw={strong ? 600 : 400}
      lineClamp={2}
      style={{ wordBreak: 'break-word' }}
    >
      {children}
    </Anchor>
  );
}

/**
 * A person's or project's name: it wraps between words (up to three lines, then it is cut with the
 * whole name on hover), so that its column never needs more room than its longest word and the
 * task's name keeps its room. A word longer than the cell's widest still breaks.
 */
function NameCell({ name }: { name: string }) {
  return (
    <TruncatedText size="sm" lines={3} maw={NAME_CELL_MAX_WIDTH} style={{ overflowWrap: 'break-word' }}>
      {name}
    </TruncatedText>
  );
}

const taskId: TaskColumn = {
  key: 'number',
  label: 'Task ID',
  sort: 'number',
  nowrap: true,
  render: (task, context) => (
    <TaskLink task={task} context={context}>
      {task.number}
    </TaskLink>
  ),
};

const taskName: TaskColumn = {
  key: 'name',
  label: 'Task name',
  sort: 'name',
  // The row's main column: the others wrap their words before it is squeezed under this.
  minWidth: 160,
  render: (task, context) => (
    <TaskLink task={task} context={context} strong>
      {task.name}
    </TaskLink>
  ),
};

const project = (label: string): TaskColumn => ({
  key: 'project',
  label,
  sort: 'project',
  render: (task) => <NameCell name={task.project.name} />,
});

const assignedTo: TaskColumn = {
  key: 'assignedTo',
  label: 'Assigned to',
  sort: 'assignedTo',
  render: (task, { t }) =>
    task.assignedTo ? (
      <NameCell name={task.assignedTo.fullName} />
    ) : (
      <Text span c="dimmed" size="sm">
        {t('Unassigned')}
      </Text>
    ),
};

const assignedBy: TaskColumn = {
  key: 'assignedBy',
  label: 'Assigned by',
  sort: 'assignedBy',
  render: (task) => <NameCell name={task.assignedBy.fullName} />,
};

const createdAt: TaskColumn = {
  key: 'createdAt',
  label: 'Created date',
  sort: 'createdAt',
  nowrap: true,
  render: (task, { timeZone }) => formatInstantDay(task.createdAt, timeZone),
};

const dueDate = (label: string): TaskColumn => ({
  key: 'dueDate',
  label,
  sort: 'dueDate',
  nowrap: true,
  render: (task) => formatDay(task.dueDate),
});

const description: TaskColumn = {
  key: 'description',
  label: 'Description',
  render: (task) => (
    <Text size="sm" lineClamp={2} title={task.description} maw={280} style={{ wordBreak: 'break-word' }}>
      {task.description}
    </Text>
  ),
};

const status: TaskColumn = {
  key: 'status',
  label: 'Status',
  sort: 'status',
  render: (task) => <TaskStatusBadge task={task} />,
};

/** The task list's columns (spec 000 §2). */
export const TASK_LIST_COLUMNS: readonly TaskColumn[] = [
  taskId,
  taskName,
  project('Project'),
  assignedTo,
  assignedBy,
  createdAt,
  dueDate('Due date'),
  status,
];

/** The columns of a person's or project's task view, as spec 001 §6 names them. */
export const USER_VIEW_COLUMNS: readonly TaskColumn[] = [
  taskId,
  taskName,
  project('Project name'),
  assignedTo,
  createdAt,
  dueDate('End date'),
  description,
  status,
];

/** The columns as DataTable takes them: translated headings, cells given their context. */
export function taskDataColumns(
  columns: readonly TaskColumn[],
  context: TaskCellContext,
): DataColumn<Task, TaskSortColumn>[] {
  return columns.map((column) => ({
    key: column.key,
    heading: context.t(column.label),
    sortKey: column.sort,
    nowrap: column.nowrap,
    minWidth: column.minWidth,
    cell: (task) => column.render(task, context),
  }));
}
