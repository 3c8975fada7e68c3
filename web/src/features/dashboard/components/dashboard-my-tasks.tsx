import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DASHBOARD_PAGE_SIZES, type DashboardResponse } from '../../../../../shared/schemas/tasks.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { DataTable } from '../../../components/list/data-table.tsx';
import type { DataColumn } from '../../../components/list/data-table-types.ts';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { TaskStatusBadge } from '../../../components/task-status-badge.tsx';
import { formatDay } from '../../../../../shared/rules/dates.ts';

type MyTask = DashboardResponse['myTasks']['items'][number];

interface DashboardMyTasksProps {
  /** Undefined while the dashboard loads. */
  myTasks: DashboardResponse['myTasks'] | undefined;
  /** Another page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** My Tasks (spec 000 §2, §9): the viewed person's tasks, paged; a row opens its task. */
export function DashboardMyTasks({ myTasks, refreshing, onPage, onPageSize }: DashboardMyTasksProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: DataColumn<MyTask>[] = [
    { key: 'number', heading: t('Task ID'), nowrap: true, cell: (task) => task.number },
    {
      key: 'name',
      heading: t('Task name'),
      cell: (task) => (
        <Anchor component={Link} to={`/view-task/${task.id}`} size="sm" fw={500} lineClamp={2} maw={280}>
          {task.name}
        </Anchor>
      ),
    },
    {
      key: 'project',
      heading: t('Project'),
      cell: (task) => (
        <TruncatedText size="sm" maw={NAME_CELL_MAX_WIDTH}>
          {task.project.name}
        </TruncatedText>
      ),
    },
    { key: 'dueDate', heading: t('Due date'), nowrap: true, cell: (task) => formatDay(task.dueDate) },
    { key: 'status', heading: t('Status'), minWidth: 150, cell: (task) => <TaskStatusBadge task={task} /> },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        rows={myTasks?.items}
        rowKey={(task) => task.id}
        loading={!myTasks}
        skeletonRows={6}
        refreshing={refreshing}
        minWidth={620}
        verticalSpacing="sm"
        // The whole row opens the task for a pointer; the name is the link for keyboards and readers.
        onRowClick={(task) => void navigate(`/view-task/${task.id}`)}
      />
      {myTasks && myTasks.total > 0 && (
        <ListPagination
          total={myTasks.total}
          page={myTasks.page}
          pageSize={myTasks.pageSize}
          pageSizes={DASHBOARD_PAGE_SIZES}
          onPage={onPage}
          onPageSize={onPageSize}
        />
      )}
    </>
  );
}
