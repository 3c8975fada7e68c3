import { notifications } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useSearchParams } from 'react-router';
import {
  TASK_DEFAULT_PAGE_SIZE,
  TASK_LIST_MAX_PAGE,
  TASK_PAGE_SIZES,
  taskListQuerySchema,
  type Task,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { nextSort, writeListAddress } from '../../../components/list/list-address.ts';
import { useLastPageWhenPast, useListParams, listPager } from '../../../components/list/use-list-params.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useChangeTasksDeleted } from '../api/delete-tasks.ts';
import { useExportSelectedTasks } from '../api/export-selected-tasks.ts';
import { useExportTaskList } from '../api/export-task-list.ts';
import { useSendOverdueReminder } from '../api/send-overdue-reminder.ts';
import { useTaskFormOptions } from '../api/get-task-form-options.ts';
import { tasksQueryString, useTasks } from '../api/get-tasks.ts';
import { AddTaskModal } from '../components/add-task-modal.tsx';
import { TaskDownloadDialog, useTaskDownload } from '../components/task-download-dialog.tsx';
import { TASK_LIST_COLUMNS } from '../components/task-list-columns.tsx';
import { activeFilterCount, hasTaskFilters, TaskListFilters } from '../components/task-list-filters.tsx';
import { TaskPageHeader } from '../components/task-list-page-header.tsx';
import { ListSkeleton } from '../../../components/list/list-skeleton.tsx';
import { TaskListTable } from '../components/task-list-table.tsx';
import { TaskListTabs } from '../components/task-list-tabs.tsx';
import { TaskListToolbar, type TaskListView } from '../components/task-list-toolbar.tsx';
import { rememberTaskListSearch, taskListArrival } from '../task-list-memory.ts';
import { useTaskSelection } from '../task-list-selection.ts';
import { addTaskRequested } from '../../../lib/shortcuts/shortcuts.ts';

/** The board comes with its own code (drag and drop) when it is first shown. */
const TaskBoard = lazy(async () => ({ default: (await import('../components/task-board.tsx')).TaskBoard }));

/** The list's view in the address: `view=board`, else the table. */
const VIEW_KEY = 'view';

/**
 * The list's address: the page reaches as far as the task list does, the page sizes are those of
 * the list (not of a person's view), and an order is written with its direction.
 */
const LIST_OPTIONS = {
  maxPage: TASK_LIST_MAX_PAGE,
  pageSizes: TASK_PAGE_SIZES,
  together: [['orderBy', 'sort']],
  ranges: [{ from: 'from', to: 'to' }],
} as const;

/**
 * /tasks-list (spec 000 §2): the six views of the tasks in sight. Opened plainly, it comes back
 * as it was left (filters are kept when moving between screens); a link with its own query wins.
 */
export function TasksListPage() {
  const location = useLocation();
  // Decided once, on arrival: a plain /tasks-list shows the list as it was left.
  const [arrival] = useState(location.search);
  const [pending, setPending] = useState(() => taskListArrival(arrival));
  if (pending && location.search !== arrival) setPending(null);

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
  const [params, update] = useListParams(taskListQuerySchema, LIST_OPTIONS);
  const [search, setSearch] = useSearchParams();
  const view: TaskListView = search.get(VIEW_KEY) === 'board' ? 'board' : 'table';
  const board = view === 'board';
  const setView = (next: TaskListView) =>
    setSearch((current) => {
      const written = new URLSearchParams(current);
      if (next === 'board') written.set(VIEW_KEY, next);
      else written.delete(VIEW_KEY);
      return written;
    });
  const address = writeListAddress(
    taskListQuerySchema,
    new URLSearchParams(board ? { [VIEW_KEY]: view } : {}),
    params,
    LIST_OPTIONS,
  ).toString();
  useEffect(() => rememberTaskListSearch(address), [address]);

  const tasks = useTasks(params);
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(params) > 0);
  const [addingByButton, setAddingByButton] = useState(false);
  // "c" anywhere in the app comes here asking for Add task (a fresh number each time): it opens
  // once per request, and only for someone who may add tasks.
  const requested = addTaskRequested(useLocation().state);
  const [answered, setAnswered] = useState<number | null>(null);
  // The filters' projects and people; also the names of the chosen ones when a link set them.
  const options = useTaskFormOptions(filtersOpen || activeFilterCount(params) > 0);
  const restore = useChangeTasksDeleted('restore');
  const [selected, setSelected] = useTaskSelection(tasksQueryString(params));
  const exportSelected = useExportSelectedTasks();
  const exportAll = useExportTaskList();
  const remind = useSendOverdueReminder();
  const download = useTaskDownload();

  // Restoring the last rows of the last page leaves it empty: show the page before it.
  const data = tasks.data;
  const adding = addingByButton || (requested !== null && requested !== answered && data?.canCreate === true);
  const setAdding = (open: boolean) => {
    setAddingByButton(open);
    if (!open) setAnswered(requested);
  };
  useLastPageWhenPast(params, tasks.isPlaceholderData ? undefined : tasks.total, update);

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
      <TaskListTabs tab={params.tab} onChange={(tab) => update({ tab, pageSize: TASK_DEFAULT_PAGE_SIZE })}>
        <TaskListToolbar
          search={params.search ?? ''}
          onSearch={(search) => update({ search }, { replace: true })}
          filtersOpen={filtersOpen}
          filterCount={activeFilterCount(params)}
          onToggleFilters={() => setFiltersOpen((open) => !open)}
          restorable={deletedTab && !board ? restorable.length : null}
          onRestoreSelected={() => onRestore(restorable)}
          restoring={restore.isPending}
          selectedCount={board ? 0 : selected.length}
          onExportSelected={onExportSelected}
          exportingSelected={exportSelected.isPending}
          canExportAll={items.length > 0}
          onExportAll={onExportAll}
          exportingAll={exportAll.isPending}
          canCreate={data?.canCreate ?? false}
          onAdd={() => setAdding(true)}
          view={view}
          onView={setView}
        />
        {filtersOpen && (
          <TaskListFilters
            params={params}
            options={options.data}
            loading={options.isPending}
            onChange={update}
          />
        )}
        {board ? (
          <Suspense fallback={<ListSkeleton />}>
            <TaskBoard params={params} filtered={hasTaskFilters(params)} />
          </Suspense>
        ) : (
          <>
            <TaskListTable
              columns={TASK_LIST_COLUMNS}
              query={tasks}
              filtered={hasTaskFilters(params)}
              order={params}
              onSort={(column) => update(nextSort(params, column))}
              selected={selected}
              onSelect={setSelected}
              onDownload={download.ask}
              onRemind={onRemind}
              remindingId={remind.isPending ? remind.variables.id : null}
              restoreColumn={deletedTab}
              onRestore={(task) => onRestore([task])}
              restoring={restore.isPending}
              pager={{
                total: tasks.total,
                pageSizes: TASK_PAGE_SIZES,
                ...listPager(params, update, { replace: true }),
              }}
            />
          </>
        )}
      </TaskListTabs>
      <AddTaskModal opened={adding} onClose={() => setAdding(false)} />
      <TaskDownloadDialog {...download.dialog} />
    </>
  );
}
