import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';
import { ConfirmDialog } from './confirm-dialog.tsx';

interface DeleteDialogProps<T extends { id: number }> {
  /** What to delete; null when closed. */
  item: T | null;
  /** The feature's delete call, by id. */
  remove: UseMutationResult<unknown, unknown, number>;
  /** The question about the item, translated ("You want to delete holiday Diwali?"). */
  question: (item: T) => string;
  /** The notification once deleted, translated, and its colour (spec 002 §8: gray for leave). */
  deleted: { message: string; color?: 'green' | 'gray' };
  /** The server's refusal as the notification says it, translated; its message by default. */
  refusal?: (message: string) => string;
  onClose: () => void;
}

/**
 * Confirms deleting one item, then says how it went: Deleted, or Not deleted with the server's
 * message. Either way the dialog closes and the list shows what is stored. The question stays while
 * the dialog fades out.
 */
export function DeleteDialog<T extends { id: number }>({
  item,
  remove,
  question,
  deleted,
  refusal,
  onClose,
}: DeleteDialogProps<T>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(item);
  if (item && item !== shown) setShown(item);

  const confirm = () => {
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () =>
        notifications.show({
          color: deleted.color ?? 'green',
          title: t('Deleted'),
          message: deleted.message,
        }),
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('Not deleted'),
          message: refusal ? refusal(errorMessage(error)) : t(errorMessage(error)),
        }),
      onSettled: () => {
        remove.reset();
        onClose();
      },
    });
  };

  return (
    <ConfirmDialog
      opened={item !== null}
      title={t('Are you sure?')}
      message={shown ? question(shown) : ''}
      confirmLabel={t('Yes, delete')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
