import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { truncateLabel } from '../task-list-format.ts';

/** Confirmation texts cut task names at 15 characters (spec 000 §9). */
export const CONFIRMATION_NAME_LENGTH = 15;

interface TaskDetailDeleteModalProps {
  opened: boolean;
  taskName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure?' before a task is deleted (spec 000 §8). */
export function TaskDetailDeleteModal({
  opened,
  taskName,
  pending,
  onConfirm,
  onClose,
}: TaskDetailDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      opened={opened}
      title={t('Are you sure?')}
      message={t('You want to delete task {{name}}?', {
        name: truncateLabel(taskName, CONFIRMATION_NAME_LENGTH),
      })}
      confirmLabel={t('Yes, delete')}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
