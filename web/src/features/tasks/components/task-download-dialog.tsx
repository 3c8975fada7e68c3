import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '../../../../../shared/schemas/tasks.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useExportTask } from '../api/export-task.ts';
import { truncateLabel } from '../task-list-format.ts';
import { CONFIRMATION_NAME_LENGTH } from './task-detail-delete-modal.tsx';

type DownloadedTask = Pick<Task, 'id' | 'name'>;

/**
 * The per-row download of a task list (spec 001 §6): which task is asked about, and the props of
 * its TaskDownloadDialog. The task stays while the dialog closes, so its question does not blank.
 */
export function useTaskDownload() {
  const [state, setState] = useState<{ task: DownloadedTask | null; opened: boolean }>({
    task: null,
    opened: false,
  });
  return {
    ask: (task: DownloadedTask) => setState({ task, opened: true }),
    dialog: { ...state, onClose: () => setState((previous) => ({ ...previous, opened: false })) },
  };
}

interface TaskDownloadDialogProps {
  task: DownloadedTask | null;
  opened: boolean;
  onClose: () => void;
}

/** 'Are you sure?' before Task_Id-{id}.csv is downloaded (spec 001 §6, §8); a failure is notified. */
export function TaskDownloadDialog({ task, opened, onClose }: TaskDownloadDialogProps) {
  const { t } = useTranslation();
  const download = useExportTask();
  const confirm = () => {
    if (!task) return;
    download.mutate(task.id, {
      onSuccess: onClose,
      onError: (error) => {
        onClose();
        notifications.show({ color: 'red', title: t('Error'), message: t(errorMessage(error)) });
      },
    });
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('Are you sure?')}
      message={t('You want to download task {{name}}?', {
        name: truncateLabel(task?.name ?? '', CONFIRMATION_NAME_LENGTH),
      })}
      confirmLabel={t('Yes, download')}
      destructive={false}
      pending={download.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
