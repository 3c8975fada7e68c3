import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HOLIDAY_MESSAGES } from '../../../../../shared/rules/holidays.ts';
import type { Holiday } from '../../../../../shared/schemas/holidays.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteHoliday } from '../api/delete-holiday.ts';

interface DeleteHolidayDialogProps {
  /** The holiday to delete; null when closed. */
  holiday: Holiday | null;
  onClose: () => void;
}

/**
 * Confirms deleting a holiday, then says how it went (spec 002 §8): Deleted, or Not deleted with
 * the server's message. Either way the dialog closes and the list shows what is stored.
 */
export function DeleteHolidayDialog({ holiday, onClose }: DeleteHolidayDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteHoliday();
  // The name stays in the question while the dialog fades out.
  const [shown, setShown] = useState(holiday);
  if (holiday && holiday !== shown) setShown(holiday);

  const confirm = () => {
    if (!holiday) return;
    remove.mutate(holiday.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', title: t('Deleted'), message: t(HOLIDAY_MESSAGES.deleted) }),
      onError: (error) =>
        notifications.show({ color: 'red', title: t('Not deleted'), message: t(errorMessage(error)) }),
      onSettled: () => {
        remove.reset();
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={holiday !== null}
      title={t('Are you sure?')}
      message={t('You want to delete holiday {{name}}?', { name: shown?.name ?? '' })}
      confirmLabel={t('Yes, delete')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
