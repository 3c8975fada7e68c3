import { Anchor, Skeleton, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DASHBOARD_PAGE_SIZES, type DashboardResponse } from '../../../../../shared/schemas/tasks.schema.ts';
import { NAME_CELL_MAX_WIDTH, TruncatedText } from '../../../components/truncated-text.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { TaskStatusBadge } from '../../../components/task-status-badge.tsx';
import { formatDay } from '../../../../../shared/rules/dates.ts';

const COLUMNS = ['Task ID', 'Task name', 'Project', 'Due date', 'Status'] as const;

interface DashboardMyTasksProps {
  myTasks: DashboardResponse['myTasks'];
  /** Another page is loading: the current one stays, dimmed. */
  refreshing: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}

/** My Tasks (spec 000 §2, §9): the viewed person's tasks, paged; a row opens its task. */
export function DashboardMyTasks({ myTasks, refreshing, onPage, onPageSize }: DashboardMyTasksProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { items, total, page, pageSize } = myTasks;

  if (total === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {t('No data found!')}
      </Text>
    );
  }

  // The whole row opens the task for a pointer; the name is the link for keyboards and readers.
  const openRow = (event: MouseEvent, id: number) => {
    if (event.target instanceof Element && event.target.closest('a')) return;
    void navigate(`/view-task/${id}`);
  };

  return (
    <>
      <Table.ScrollContainer minWidth={620} type="native">
        <Table
          highlightOnHover
          verticalSpacing="sm"
          aria-busy={refreshing}
          style={{ opacity: refreshing ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              {COLUMNS.map((column) => (
                <Table.Th
                  key={column}
                  scope="col"
                  style={{ whiteSpace: 'nowrap' }}
                  miw={column === 'Status' ? 150 : undefined}
                >
                  {t(column)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {items.map((task) => (
              <Table.Tr
                key={task.id}
                onClick={(event) => openRow(event, task.id)}
                style={{ cursor: 'pointer' }}
              >
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{task.number}</Table.Td>
                <Table.Td maw={280}>
                  <Anchor component={Link} to={`/view-task/${task.id}`} size="sm" fw={500} lineClamp={2}>
                    {task.name}
                  </Anchor>
                </Table.Td>
                <Table.Td>
                  <TruncatedText size="sm" maw={NAME_CELL_MAX_WIDTH}>
                    {task.project.name}
                  </TruncatedText>
                </Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(task.dueDate)}</Table.Td>
                <Table.Td>
                  <TaskStatusBadge task={task} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <ListPagination
        total={total}
        page={page}
        pageSize={pageSize}
        pageSizes={DASHBOARD_PAGE_SIZES}
        onPage={onPage}
        onPageSize={onPageSize}
      />
    </>
  );
}

export function DashboardMyTasksSkeleton() {
  return (
    <>
      {Array.from({ length: 6 }, (_, index) => (
        <Skeleton key={index} height={28} mb={10} />
      ))}
    </>
  );
}
