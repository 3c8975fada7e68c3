import { Anchor, Group, Pagination, Select, Skeleton, Table, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { DASHBOARD_PAGE_SIZES, type DashboardResponse } from '../../../../../shared/schemas/tasks.schema.ts';
import { TaskListStatusBadge } from '../../tasks/components/task-list-status-badge.tsx';
import { formatDay } from '../../tasks/task-list-format.ts';

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
  const pageCount = Math.max(1, Math.ceil(total / pageSize));

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
                <Table.Td>{task.project.name}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDay(task.dueDate)}</Table.Td>
                <Table.Td>
                  <TaskListStatusBadge task={task} />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" wrap="wrap" gap="sm" mt="md">
        <Select
          label={t('Rows per page')}
          data={DASHBOARD_PAGE_SIZES.map(String)}
          value={String(pageSize)}
          onChange={(value) => value && onPageSize(Number(value))}
          allowDeselect={false}
          w={110}
          size="xs"
        />
        {pageCount > 1 && (
          <Pagination
            total={pageCount}
            value={Math.min(page, pageCount)}
            onChange={onPage}
            size="sm"
            siblings={1}
            getControlProps={(control) => ({
              'aria-label': control === 'previous' ? t('Previous page') : t('Next page'),
            })}
            getItemProps={(item) => ({ 'aria-label': t('Page {{page}}', { page: item }) })}
          />
        )}
      </Group>
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
