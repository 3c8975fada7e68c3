import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import type { TaskStatus } from '../../../../../shared/rules/tasks.ts';
import { queryList } from '../../../../../shared/schemas/common.schema.ts';
import {
  TASK_LIST_MAX_PAGE,
  taskListQuerySchema,
  USER_VIEW_PAGE_SIZES,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { nextSort, type ListState } from '../../../components/list/list-address.ts';
import {
  useLastPageWhenPast,
  useListParams,
  type ListUpdater,
  listPager,
} from '../../../components/list/use-list-params.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/users/get-user.ts';
import { useExportSelectedTasks } from '../api/export-selected-tasks.ts';
import { useProjectDetails } from '../api/get-project-details.ts';
import { tasksQueryString, useTasks, type TaskListParams } from '../api/get-tasks.ts';
import { USER_VIEW_COLUMNS } from '../components/task-list-columns.tsx';
import { TaskPageHeader, type TaskPageParent } from '../components/task-list-page-header.tsx';
import { TaskDownloadDialog, useTaskDownload } from '../components/task-download-dialog.tsx';
import { TaskListTable } from '../components/task-list-table.tsx';
import {
  exclusiveOverdue,
  OVERDUE_FILTER,
  USER_VIEW_STATUSES,
  UserViewToolbar,
  type UserViewStatus,
} from '../components/user-view-toolbar.tsx';
import { useTaskSelection } from '../task-list-selection.ts';

const PROJECTS_PARENT: TaskPageParent = { label: 'Projects', to: '/projects-list' };

/**
 * The view's address: whose tasks (?userId= from the users list, ?projectGuid= from a project's
 * details), the status filter (?status=, Overdue among them), and the task list's own search,
 * order and paging, read as the task list's shared schema reads them.
 */
const userViewSchema = taskListQuerySchema
  .pick({ search: true, orderBy: true, sort: true, page: true, pageSize: true })
  .extend({
    userId: z.uuid().optional(),
    projectGuid: z.uuid().optional(),
    statuses: queryList(z.enum(USER_VIEW_STATUSES)),
  });

/** Ten rows a page by default (spec 001 §6); an order is written with its direction. */
const VIEW_OPTIONS = {
  names: { statuses: 'status' },
  maxPage: TASK_LIST_MAX_PAGE,
  defaults: { pageSize: USER_VIEW_PAGE_SIZES[0] },
  pageSizes: USER_VIEW_PAGE_SIZES,
  together: [['orderBy', 'sort']],
} as const;

type UserViewParams = ListState<typeof userViewSchema>;

/** Whose tasks the view shows: a person's (their assigned tasks) or a project's. */
type UserViewSubject = { kind: 'user'; userId: string } | { kind: 'project'; guid: string };

/** A project link names the project; a person's link names the person. */
function subjectOf({ userId, projectGuid }: UserViewParams): UserViewSubject | null {
  if (projectGuid) return { kind: 'project', guid: projectGuid };
  return userId ? { kind: 'user', userId } : null;
}

/** The API query of the view: a person's assigned tasks or a project's, by status or overdue. */
function userViewQuery(
  params: UserViewParams,
  statuses: readonly UserViewStatus[],
  subject: UserViewSubject,
  projectId: number | null,
): TaskListParams {
  const overdue = statuses.includes(OVERDUE_FILTER);
  return {
    tab: overdue ? 'overdue' : 'all',
    search: params.search,
    projectIds: subject.kind === 'project' && projectId !== null ? [projectId] : undefined,
    statuses: statuses.filter((status): status is TaskStatus => status !== OVERDUE_FILTER),
    assignees: subject.kind === 'user' ? [subject.userId] : undefined,
    orderBy: params.orderBy,
    sort: params.sort,
    page: params.page,
    pageSize: params.pageSize,
  };
}

/**
 * /user-view (spec 001 §6): the tasks assigned to a person (?userId=, from the users list) or the
 * tasks of a project (?projectGuid=&status=, from the project's details).
 */
export function UserViewPage() {
  const [params, update] = useListParams(userViewSchema, VIEW_OPTIONS);
  const subject = subjectOf(params);
  if (!subject) return <NoSubject />;
  const id = subject.kind === 'user' ? subject.userId : subject.guid;
  // Another person or project is another view: nothing carries over (selection, search text).
  return <SubjectTasks key={`${subject.kind}:${id}`} params={params} update={update} subject={subject} />;
}

interface SubjectTasksProps {
  params: UserViewParams;
  update: ListUpdater<UserViewParams>;
  subject: UserViewSubject;
}

/** Who or what the view is about: its title, and the project's id the query needs. */
function useSubject(subject: UserViewSubject) {
  const user = useUser(subject.kind === 'user' ? subject.userId : '', subject.kind === 'user');
  const project = useProjectDetails(subject.kind === 'project' ? subject.guid : null);
  const source = subject.kind === 'user' ? user : project;
  return {
    title: subject.kind === 'user' ? user.data?.fullName : project.data?.name,
    projectId: project.data?.id ?? null,
    isPending: source.isPending,
    error: source.error,
    refetch: () => void source.refetch(),
  };
}

function SubjectTasks({ params, update, subject }: SubjectTasksProps) {
  const { t } = useTranslation();
  const about = useSubject(subject);
  const statuses = exclusiveOverdue(params.statuses ?? []);
  const query = userViewQuery(params, statuses, subject, about.projectId);
  const ready = subject.kind === 'user' || about.projectId !== null;
  const tasks = useTasks(query, { enabled: ready });
  useLastPageWhenPast(params, tasks.isPlaceholderData ? undefined : tasks.total, update);
  const [selected, setSelected] = useTaskSelection(tasksQueryString(query));
  const exportSelected = useExportSelectedTasks();
  const download = useTaskDownload();

  const header = (
    <TaskPageHeader
      title={about.title ?? (about.isPending ? t('Loading…') : undefined)}
      parent={subject.kind === 'project' ? PROJECTS_PARENT : undefined}
    />
  );
  if (about.error) {
    return (
      <>
        {header}
        <ErrorAlert error={about.error} onRetry={about.refetch} />
      </>
    );
  }

  const items = tasks.data?.items ?? [];
  // The file lists the checked rows as the table shows them.
  const onDownloadSelected = () =>
    exportSelected.mutate(
      { ids: items.filter((task) => selected.includes(task.id)).map((task) => task.id), from: 'user-view' },
      {
        onError: (error) =>
          notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) }),
      },
    );
  return (
    <>
      {header}
      <UserViewToolbar
        search={params.search ?? ''}
        onSearch={(search) => update({ search }, { replace: true })}
        statuses={statuses}
        onStatuses={(next) => update({ statuses: next })}
        selectedCount={selected.length}
        onDownload={onDownloadSelected}
        downloading={exportSelected.isPending}
      />
      <TaskListTable
        columns={USER_VIEW_COLUMNS}
        query={tasks}
        ready={ready}
        filtered
        skeletonRows={6}
        order={params}
        onSort={(column) => update(nextSort(params, column))}
        selected={selected}
        onSelect={setSelected}
        onDownload={download.ask}
        pager={{
          total: tasks.total,
          pageSizes: USER_VIEW_PAGE_SIZES,
          ...listPager(params, update, { replace: true }),
        }}
      />
      <TaskDownloadDialog {...download.dialog} />
    </>
  );
}

/** Opened without a person or a project: say where the view is opened from. */
function NoSubject() {
  const { t } = useTranslation();
  return (
    <>
      <TaskPageHeader />
      <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            {t("Open a person's tasks from the users list, or a project's tasks from its details.")}
          </Text>
          <Group gap="md">
            <Anchor component={Link} to="/users-list" size="sm">
              {t('Users')}
            </Anchor>
            <Anchor component={Link} to="/projects-list" size="sm">
              {t('Projects')}
            </Anchor>
          </Group>
        </Stack>
      </Alert>
    </>
  );
}
