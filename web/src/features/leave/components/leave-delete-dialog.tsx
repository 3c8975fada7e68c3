import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES } from '../../../../../shared/rules/leave.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteLeave } from '../api/delete-leave.ts';
import { translateLeaveMessage } from '../leave-messages.ts';

interface LeaveDeleteDialogProps {
  leave: Leave | null;
  onClose: () => void;
}

/**
 * Deleting one's own pending leave asks first; then Deleted (secondary) with the message, or Not
 * deleted (danger) with the server's (spec 002 §8).
 */
export function LeaveDeleteDialog({ leave, onClose }: LeaveDeleteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteLeave();
  // The question stays while the dialog fades out after closing.
  const [lastLeave, setLastLeave] = useState(leave);
  if (leave && leave !== lastLeave) setLastLeave(leave);
  const shown = leave ?? lastLeave;

  const confirm = () => {
    if (!leave) return;
    remove.mutate(leave.id, {
      onSuccess: () => {
        notifications.show({ color: 'gray', title: t('Deleted'), message: t(LEAVE_MESSAGES.deleted) });
      },
      onError: (error) => {
        notifications.show({
          color: 'red',
          title: t('Not deleted'),
          message: translateLeaveMessage(t, errorMessage(error)),
        });
      },
      onSettled: onClose,
    });
  };

  return (
    <ConfirmDialog
      opened={leave !== null}
      title={t('Are you sure?')}
      message={
        shown
          ? t('You want to delete your {{type}} from {{from}} to {{to}}?', {
              type: t(shown.typeName),
              from: formatDay(shown.fromDate),
              to: formatDay(shown.toDate),
            })
          : ''
      }
      confirmLabel={t('Yes, delete')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
