import { useTranslation } from 'react-i18next';
import { HOLIDAY_MESSAGES } from '../../../../../shared/rules/holidays.ts';
import type { Holiday } from '../../../../../shared/schemas/holidays.schema.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { useDeleteHoliday } from '../api/delete-holiday.ts';

/**
 * Confirms deleting a holiday, then says how it went (spec 002 §8): Deleted, or Not deleted with
 * the server's message.
 */
export function DeleteHolidayDialog({ holiday, onClose }: { holiday: Holiday | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeleteDialog
      item={holiday}
      remove={useDeleteHoliday()}
      question={(shown) => t('You want to delete holiday {{name}}?', { name: shown.name })}
      deleted={{ message: t(HOLIDAY_MESSAGES.deleted) }}
      onClose={onClose}
    />
  );
}
