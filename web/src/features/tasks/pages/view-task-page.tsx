import { Paper, Skeleton, Stack } from '@mantine/core';
import { IconFileUnknown } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { NotFoundCard } from '../../../components/not-found-card.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { useTask } from '../api/get-task.ts';
import { useTaskTimeline } from '../api/get-task-timeline.ts';
import { tasksListAddress } from '../components/task-detail-list-address.ts';
import { TaskDetailPanel } from '../components/task-detail-panel.tsx';
import { TaskTimelineCard } from '../components/task-timeline-card.tsx';
import { ObjectHistory } from '../../../components/events/object-history.tsx';

/** Task ids are positive integers; anything else in the address names no task. */
function parseTaskId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** /view-task/{id} (spec 000 §2): Task details, which turns into Edit task. */
export function ViewTaskPage() {
  const { t } = useTranslation();
  const id = parseTaskId(useParams().id);
  // Kept per task, so that opening another task starts in read mode.
  const [editingId, setEditingId] = useState<number | null>(null);
  const editing = id !== null && editingId === id;
  const title = editing ? t('Edit task') : t('Task details');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('Tasks'), to: tasksListAddress() }, { label: t('View task') }]}
      />
      {id === null ? (
        <TaskNotFound />
      ) : (
        <TaskDetail
          key={id}
          id={id}
          editing={editing}
          onEditingChange={(next) => setEditingId(next ? id : null)}
        />
      )}
    </>
  );
}

function TaskDetail({
  id,
  editing,
  onEditingChange,
}: {
  id: number;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}) {
  const task = useTask(id);
  // Asked for alongside the task rather than after it.
  const timeline = useTaskTimeline(id);
  if (task.isPending) return <TaskDetailSkeleton />;
  if (task.isError) {
    if (isApiError(task.error) && task.error.status === 404) return <TaskNotFound />;
    return <ErrorAlert error={task.error} onRetry={() => void task.refetch()} />;
  }
  return (
    <Stack gap="lg">
      <TaskDetailPanel task={task.data} editing={editing} onEditingChange={onEditingChange} />
      <TaskTimelineCard taskId={id} timeline={timeline} />
      <ObjectHistory path={`/tasks/${id}/history`} subject={{ kind: 'task', id }} />
    </Stack>
  );
}

function TaskDetailSkeleton() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="lg" role="status" aria-busy="true" aria-label={t('Loading…')}>
      <Stack gap="md">
        <Skeleton height={14} width={160} />
        <Skeleton height={28} width="60%" />
        <Skeleton height={90} />
        <Skeleton height={120} />
      </Stack>
    </Paper>
  );
}

/** A task that does not exist, or that the caller may not see: the server does not say which. */
function TaskNotFound() {
  const { t } = useTranslation();
  return (
    <NotFoundCard
      icon={<IconFileUnknown aria-hidden />}
      title={t('Task not found')}
      description={t('This task does not exist, or you do not have access to it.')}
      back={{ label: t('Back to tasks list'), to: tasksListAddress() }}
    />
  );
}
