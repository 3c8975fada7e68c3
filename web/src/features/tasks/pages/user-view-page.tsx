import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { USER_VIEW_PAGE_SIZES } from '../../../../../shared/schemas/tasks.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useUser } from '../../../lib/users/get-user.ts';
import { useExportSelectedTasks } from '../api/export-selected-tasks.ts';
import { useProjectDetails } from '../api/get-project-details.ts';
import { tasksQueryString, useTasks } from '../api/get-tasks.ts';
import { USER_VIEW_COLUMNS } from '../components/task-list-columns.tsx';
import { TaskPageHeader, type TaskPageParent } from '../components/task-list-page-header.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { TaskDownloadDialog, useTaskDownload } from '../components/task-download-dialog.tsx';
import { TaskListEmpty } from '../components/task-list-states.tsx';
import { ListSkeleton } from '../../../components/list/list-skeleton.tsx';
import { TaskListTable } from '../components/task-list-table.tsx';
import { UserViewToolbar } from '../components/user-view-toolbar.tsx';
import { nextTaskSort } from '../task-list-params.ts';
import { useTaskSelection } from '../task-list-selection.ts';
import {
  readUserViewParams,
  userViewQuery,
  writeUserViewParams,
  type UserViewParams,
  type UserViewSubject,
} from '../user-view-params.ts';

const PROJECTS_PARENT: TaskPageParent = { label: 'Projects', to: '/projects-list' };

/**
 * /user-view (spec 001 §6): the tasks assigned to a person (?userId=, from the users list) or the
 * tasks of a project (?projectGuid=&status=, from the project's details).
 */
export function UserViewPage() {
  const [searchParams] = useSearchParams();
  const params = readUserViewParams(searchParams);
  const { subject } = params;
  if (!subject) return <NoSubject />;
  const id = subject.kind === 'user' ? subject.userId : subject.guid;
  // Another person or project is another view: nothing carries over (selection, search text).
  return <SubjectTasks key={`${subject.kind}:${id}`} params={params} subject={subject} />;
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

function SubjectTasks({ params, subject }: { params: UserViewParams; subject: UserViewSubject }) {
  const { t } = useTranslation();
  const [, setSearchParams] = useSearchParams();
  const about = useSubject(subject);
  const query = userViewQuery(params, about.projectId);
  const ready = subject.kind === 'user' || about.projectId !== null;
  const tasks = useTasks(query, { enabled: ready });
  const [selected, setSelected] = useTaskSelection(tasksQueryString(query));
  const exportSelected = useExportSelectedTasks();
  const download = useTaskDownload();

  /** Any change but paging starts again at the first page. */
  const update = (change: Partial<UserViewParams>) =>
    setSearchParams(
      (previous) => writeUserViewParams({ ...readUserViewParams(previous), page: 1, ...change }),
      {
        replace: true,
      },
    );

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
        search={params.search}
        onSearch={(search) => update({ search })}
        statuses={params.statuses}
        onStatuses={(statuses) => update({ statuses })}
        selectedCount={selected.length}
        onDownload={onDownloadSelected}
        downloading={exportSelected.isPending}
      />
      {selected.length > 0 && (
        <Group mb="xs">
          <Text size="sm" c="dimmed" aria-live="polite">
            {t('{{number}} selected', { number: selected.length })}
          </Text>
        </Group>
      )}
      {!ready || tasks.isPending ? (
        <ListSkeleton rows={6} />
      ) : tasks.isError ? (
        <ErrorAlert error={tasks.error} onRetry={() => void tasks.refetch()} />
      ) : items.length === 0 ? (
        <TaskListEmpty filtered />
      ) : (
        <>
          <TaskListTable
            columns={USER_VIEW_COLUMNS}
            items={items}
            order={params}
            onSort={(column) => update(nextTaskSort(params, column))}
            selected={selected}
            onSelect={setSelected}
            onDownload={download.ask}
            refreshing={tasks.isPlaceholderData}
          />
          <ListPagination
            total={tasks.total}
            page={params.page}
            pageSize={params.pageSize}
            pageSizes={USER_VIEW_PAGE_SIZES}
            onPage={(page) => update({ page })}
            onPageSize={(pageSize) => update({ pageSize })}
          />
        </>
      )}
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
