import { useTranslation } from 'react-i18next';
import type { WorkSite } from '../../../../../shared/schemas/attendance.schema.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { useDeleteWorkSite } from '../api/delete-work-site.ts';

/** Confirms deleting a work site, warning when people are bound to it, then says how it went. */
export function DeleteWorkSiteDialog({ site, onClose }: { site: WorkSite | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeleteDialog
      item={site}
      remove={useDeleteWorkSite()}
      question={(shown) =>
        shown.members.length > 0
          ? t(
              'You want to delete work site {{name}}? People bound to no other site may then mark attendance anywhere.',
              { name: shown.name },
            )
          : t('You want to delete work site {{name}}?', { name: shown.name })
      }
      deleted={{ message: t('Work site deleted.') }}
      onClose={onClose}
    />
  );
}
