import { useTranslation } from 'react-i18next';
import type { Holiday } from '../../../../../../shared/schemas/holidays.schema.ts';
import { FormModal } from '../../../../components/form-modal.tsx';
import { HolidayForm } from './holiday-form.tsx';

/** What the modal is open for: adding to a location, or editing a holiday; null when closed. */
export type HolidayFormTarget = { mode: 'add'; location: number } | { mode: 'edit'; holiday: Holiday } | null;

interface HolidayFormModalProps {
  target: HolidayFormTarget;
  /** Today in the organisation's time zone. */
  today: string;
  onClose: () => void;
}

/** 'Add holiday' or 'Edit holiday'. The form starts afresh each time the modal opens. */
export function HolidayFormModal({ target, today, onClose }: HolidayFormModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={target !== null}
      onClose={onClose}
      title={target?.mode === 'edit' ? t('Edit holiday') : t('Add holiday')}
      centered
      // A click beside the modal must not throw away what was typed.
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {target && (
        <HolidayForm
          mode={target.mode}
          holiday={target.mode === 'edit' ? target.holiday : null}
          location={target.mode === 'edit' ? target.holiday.location : target.location}
          today={today}
          onCancel={onClose}
          onSaved={onClose}
        />
      )}
    </FormModal>
  );
}
