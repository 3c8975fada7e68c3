import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { WorkSite } from '../../../../../shared/schemas/attendance.schema.ts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDeleteWorkSite } from '../api/delete-work-site.ts';

interface DeleteWorkSiteDialogProps {
  /** The site to delete; null when closed. */
  site: WorkSite | null;
  onClose: () => void;
}

/**
 * Confirms deleting a work site, then says how it went. Either way the dialog closes and the list
 * shows what is stored.
 */
export function DeleteWorkSiteDialog({ site, onClose }: DeleteWorkSiteDialogProps) {
  const { t } = useTranslation();
  const remove = useDeleteWorkSite();
  // The name stays in the question while the dialog fades out.
  const [shown, setShown] = useState(site);
  if (site && site !== shown) setShown(site);

  const confirm = () => {
    if (!site) return;
    remove.mutate(site.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', title: t('Deleted'), message: t('Work site deleted.') }),
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
      opened={site !== null}
      title={t('Are you sure?')}
      message={
        (shown?.members.length ?? 0) > 0
          ? t(
              'You want to delete work site {{name}}? People bound to no other site may then mark attendance anywhere.',
              {
                name: shown?.name ?? '',
              },
            )
          : t('You want to delete work site {{name}}?', { name: shown?.name ?? '' })
      }
      confirmLabel={t('Yes, delete')}
      pending={remove.isPending}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
