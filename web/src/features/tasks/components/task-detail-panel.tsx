import { Alert, Button, Divider, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconEdit, IconInfoCircle, IconRepeatOff, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { useChangeTasksDeleted } from '../api/delete-tasks.ts';
import { useStopRepeating } from '../api/stop-repeating.ts';
import { useTaskFormOptions } from '../api/get-task-form-options.ts';
import { TaskDetailDeleteModal } from './task-detail-delete-modal.tsx';
import { TaskDetailForm } from './task-detail-form.tsx';
import { tasksListAddress } from './task-detail-list-address.ts';
import { TaskDetailView } from './task-detail-view.tsx';
import { EDIT_TASK_KEYS, useShortcuts } from '../../../lib/shortcuts/shortcuts.ts';

/** The success notification of a delete shows for 2 s (spec 000 §8). */
const DELETED_NOTICE_MS = 2000;

interface TaskDetailPanelProps {
  task: Task;
  editing: boolean;
  onEditingChange: (editing: boolean) => void;
}

/** Why nothing can be changed, when the task's state is the reason (spec 000 §4). */
function lockedReason(task: Task): string | null {
  if (task.isDeleted) return 'This task has been deleted, so it cannot be edited or deleted.';
  if (task.status === 'Closed') return 'This task is closed, so it cannot be edited or deleted.';
  return null;
}

/**
 * The task card: read mode with Delete and Edit (and Stop repeating for a repeating task), or the
 * edit form with Cancel and Update. Which buttons show is decided by the task's abilities from the
 * server.
 */
export function TaskDetailPanel({ task, editing, onEditingChange }: TaskDetailPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [stopping, setStopping] = useState(false);
  const stop = useStopRepeating();
  // The choices are asked for as soon as editing is possible, so Edit opens a ready form.
  const options = useTaskFormOptions(task.abilities.edit);
  const remove = useChangeTasksDeleted('delete');
  const reason = lockedReason(task);
  const canEdit = task.abilities.edit && !editing;
  const canDelete = task.abilities.delete && !editing;
  const canStopRepeating = task.abilities.edit && !editing && task.series?.stopped === false;
  useShortcuts({
    [EDIT_TASK_KEYS]: () => {
      if (canEdit) onEditingChange(true);
    },
  });

  const confirmDelete = () => {
    remove.mutate([task.id], {
      onSuccess: () => {
        setConfirming(false);
        void navigate(tasksListAddress());
        notifications.show({
          color: 'green',
          title: t('Deleted!'),
          message: t('Task has been deleted successfully.'),
          autoClose: DELETED_NOTICE_MS,
        });
      },
      onError: (error) => {
        setConfirming(false);
        notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) });
      },
    });
  };

  const confirmStop = () =>
    stop.mutate(task, {
      onSuccess: () => {
        setStopping(false);
        notifications.show({
          color: 'green',
          title: t('Updated'),
          message: t('This task no longer repeats.'),
        });
      },
      onError: (error) => {
        setStopping(false);
        notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) });
      },
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="section" aria-label={t('Task')}>
      <Stack gap="lg">
        {reason && (
          <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
            {t(reason)}
          </Alert>
        )}
        {editing && task.abilities.edit ? (
          <TaskDetailForm
            task={task}
            options={options.data}
            optionsLoading={options.isPending}
            onCancel={() => onEditingChange(false)}
            onSaved={() => onEditingChange(false)}
          />
        ) : (
          <TaskDetailView task={task} />
        )}
        {(canEdit || canDelete) && (
          <>
            <Divider />
            <Group justify="flex-end" gap="sm">
              {canStopRepeating && (
                <Button
                  variant="default"
                  leftSection={<IconRepeatOff size={16} aria-hidden />}
                  onClick={() => setStopping(true)}
                >
                  {t('Stop repeating')}
                </Button>
              )}
              {canDelete && (
                <Button
                  color="red"
                  variant="light"
                  leftSection={<IconTrash size={16} aria-hidden />}
                  onClick={() => setConfirming(true)}
                >
                  {t('Delete')}
                </Button>
              )}
              {canEdit && (
                <Button
                  leftSection={<IconEdit size={16} aria-hidden />}
                  onClick={() => onEditingChange(true)}
                >
                  {t('Edit')}
                </Button>
              )}
            </Group>
          </>
        )}
      </Stack>
      <TaskDetailDeleteModal
        opened={confirming}
        taskName={task.name}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setConfirming(false)}
      />
      <ConfirmDialog
        opened={stopping}
        title={t('Stop repeating this task?')}
        message={t('No more of it will be added. The tasks already made stay as they are.')}
        confirmLabel={t('Yes, stop')}
        destructive={false}
        pending={stop.isPending}
        onConfirm={confirmStop}
        onClose={() => setStopping(false)}
      />
    </Paper>
  );
}
