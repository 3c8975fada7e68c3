import { Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { TASK_DEFAULT_PAGE_SIZE, TASK_PAGE_SIZES } from '../../../../../shared/schemas/tasks.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeTasksDeleted } from '../api/delete-tasks.ts';
import { useExportSelectedTasks } from '../api/export-selected-tasks.ts';
import { useExportTaskList } from '../api/export-task-list.ts';
import { useSendOverdueReminder } from '../api/send-overdue-reminder.ts';
import { useTaskFormOptions } from '../api/get-task-form-options.ts';
import { tasksQueryString, useTasks, type TaskListParams } from '../api/get-tasks.ts';
import { AddTaskModal } from '../components/add-task-modal.tsx';
import { TaskDownloadDialog, useTaskDownload } from '../components/task-download-dialog.tsx';
import { TASK_LIST_COLUMNS } from '../components/task-list-columns.tsx';
import { TaskListFilters } from '../components/task-list-filters.tsx';
import { TaskPageHeader } from '../components/task-list-page-header.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { TaskListEmpty } from '../components/task-list-states.tsx';
import { ListSkeleton } from '../../../components/list/list-skeleton.tsx';
import { TaskListTable } from '../components/task-list-table.tsx';
import { TaskListTabs } from '../components/task-list-tabs.tsx';
import { TaskListToolbar } from '../components/task-list-toolbar.tsx';
import {
  activeFilterCount,
  hasTaskFilters,
  nextTaskSort,
  peekTaskListSearch,
  readTaskListParams,
  rememberTaskListSearch,
  writeTaskListParams,
} from '../task-list-params.ts';
import { useTaskSelection } from '../task-list-selection.ts';

/**
 * /tasks-list (spec 000 §2): the six views of the tasks in sight. Opened plainly, it comes back
 * as it was left (filters are kept when moving between screens); a link with its own query wins.
 */
export function TasksListPage() {
  const location = useLocation();
  // Decided once, on arrival: a plain /tasks-list shows the list as it was left.
  const [pending, setPending] = useState(() =>
    location.search === '' ? peekTaskListSearch() || null : null,
  );
  if (pending && location.search !== '') setPending(null);

  if (pending) {
    return (
      <>
        <Navigate to={{ search: `?${pending}` }} replace />
        <TaskPageHeader />
        <ListSkeleton />
      </>
    );
  }
  return <TasksList />;
}

function TasksList() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const params = readTaskListParams(searchParams);
  const address = writeTaskListParams(params).toString();
  useEffect(() => rememberTaskListSearch(address), [address]);

  const tasks = useTasks(params);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(params) > 0);
  const [adding, setAdding] = useState(false);
  // The filters' projects and people; also the names of the chosen ones when a link set them.
  const options = useTaskFormOptions(filtersOpen || activeFilterCount(params) > 0);
  const restore = useChangeTasksDeleted('restore');
  const [selected, setSelected] = useTaskSelection(tasksQueryString(params));
  const exportSelected = useExportSelectedTasks();
  const exportAll = useExportTaskList();
  const remind = useSendOverdueReminder();
  const download = useTaskDownload();

  /**
   * Any change but paging starts again at the first page. A tab or a page is a place the person
   * went to, so it is a history entry that Back returns from; typing a search, sorting or filtering
   * refines the place in hand and replaces it.
   */
  const update = (change: Partial<TaskListParams>, history: 'push' | 'replace' = 'replace') =>
    setSearchParams(
      (previous) => writeTaskListParams({ ...readTaskListParams(previous), page: 1, ...change }),
      { replace: history === 'replace' },
    );

  // Restoring the last rows of the last page leaves it empty: show the page before it.
  const data = tasks.data;
  const pageCount =
    tasks.total === null ? params.page : Math.max(1, Math.ceil(tasks.total / params.pageSize));
  const pastTheEnd =
    data !== undefined && !tasks.isPlaceholderData && data.items.length === 0 && params.page > pageCount;
  useEffect(() => {
    if (pastTheEnd) {
      setSearchParams(
        (previous) => writeTaskListParams({ ...readTaskListParams(previous), page: pageCount }),
        { replace: true },
      );
    }
  }, [pastTheEnd, pageCount, setSearchParams]);

  const notifyFailure = (error: unknown) =>
    notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) });

  const onRestore = (rows: Task[]) =>
    restore.mutate(
      rows.map((task) => task.id),
      {
        onSuccess: ({ count }) => {
          notifications.show({
            color: 'green',
            title: t('Restored'),
            message:
              rows.length === 1
                ? t('Task {{name}} has been restored.', { name: rows[0]?.name ?? '' })
                : t('{{number}} tasks have been restored.', { number: count }),
          });
          setSelected([]);
        },
        onError: notifyFailure,
      },
    );

  const items = data?.items ?? [];
  const deletedTab = params.tab === 'deleted';
  const restorable = items.filter((task) => selected.includes(task.id) && task.abilities.restore);

  // The file lists the checked rows as the table shows them, not in the order they were checked.
  const onExportSelected = () =>
    exportSelected.mutate(
      { ids: items.filter((task) => selected.includes(task.id)).map((task) => task.id), from: 'task-list' },
      { onError: notifyFailure },
    );
  const onExportAll = () => exportAll.mutate(params, { onError: notifyFailure });
  const onRemind = (task: Task) =>
    remind.mutate(task, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          title: t('Sent'),
          message: t('Overdue reminder sent to {{name}}.', { name: task.assignedTo?.fullName ?? '' }),
        }),
      onError: notifyFailure,
    });

  return (
    <>
      <TaskPageHeader />
      <TaskListTabs
        tab={params.tab}
        onChange={(tab) => update({ tab, page: 1, pageSize: TASK_DEFAULT_PAGE_SIZE }, 'push')}
      >
        <TaskListToolbar
          search={params.search}
          onSearch={(search) => update({ search })}
          filtersOpen={filtersOpen}
          filterCount={activeFilterCount(params)}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          restorable={deletedTab ? restorable.length : null}
          onRestoreSelected={() => onRestore(restorable)}
          restoring={restore.isPending}
          selectedCount={selected.length}
          onExportSelected={onExportSelected}
          exportingSelected={exportSelected.isPending}
          canExportAll={items.length > 0}
          onExportAll={onExportAll}
          exportingAll={exportAll.isPending}
          canCreate={data?.canCreate ?? false}
          onAdd={() => setAdding(true)}
        />
        {filtersOpen && (
          <TaskListFilters
            params={params}
            options={options.data}
            loading={options.isPending}
            onChange={update}
          />
        )}
        {selected.length > 0 && (
          <Group mb="xs">
            <Text size="sm" c="dimmed" aria-live="polite">
              {t('{{number}} selected', { number: selected.length })}
            </Text>
          </Group>
        )}
        {tasks.isPending ? (
          <ListSkeleton />
        ) : tasks.isError ? (
          <ErrorAlert error={tasks.error} onRetry={() => void tasks.refetch()} />
        ) : items.length === 0 ? (
          <TaskListEmpty filtered={hasTaskFilters(params)} />
        ) : (
          <>
            <TaskListTable
              columns={TASK_LIST_COLUMNS}
              items={items}
              order={params}
              onSort={(column) => update(nextTaskSort(params, column))}
              selected={selected}
              onSelect={setSelected}
              onDownload={download.ask}
              onRemind={onRemind}
              remindingId={remind.isPending ? remind.variables.id : null}
              restoreColumn={deletedTab}
              onRestore={(task) => onRestore([task])}
              restoring={restore.isPending}
              refreshing={tasks.isPlaceholderData}
            />
            <ListPagination
              total={tasks.total}
              page={params.page}
              pageSize={params.pageSize}
              pageSizes={TASK_PAGE_SIZES}
              onPage={(page) => update({ page }, 'push')}
              onPageSize={(pageSize) => update({ pageSize })}
            />
          </>
        )}
      </TaskListTabs>
      <AddTaskModal opened={adding} onClose={() => setAdding(false)} />
      <TaskDownloadDialog {...download.dialog} />
    </>
  );
}
