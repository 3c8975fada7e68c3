import { useTranslation } from 'react-i18next';
import type { WorkSite } from '../../../../../../shared/schemas/attendance.schema.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { WorkSiteForm } from './work-site-form.tsx';

/** What the modal is open for: a new site, or editing one; null when closed. */
export type WorkSiteFormTarget = { mode: 'add' } | { mode: 'edit'; site: WorkSite } | null;

interface WorkSiteFormModalProps {
  target: WorkSiteFormTarget;
  onClose: () => void;
}

/** 'Add work site' or 'Edit work site'. The form starts afresh each time the modal opens. */
export function WorkSiteFormModal({ target, onClose }: WorkSiteFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('Edit work site') : t('Add work site')}
      centered
      size="lg"
      // A click beside the modal must not throw away what was typed.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {target && (
        <WorkSiteForm
          site={target.mode === 'edit' ? target.site : null}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </FormModal>
  );
}
