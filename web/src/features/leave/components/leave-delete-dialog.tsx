import { useTranslation } from 'react-i18next';
import { LEAVE_MESSAGES } from '../../../../../shared/rules/leave.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import type { Leave } from '../../../../../shared/schemas/leave.schema.ts';
import { DeleteDialog } from '../../../components/delete-dialog.tsx';
import { useDeleteLeave } from '../api/delete-leave.ts';
import { translateLeaveMessage } from '../leave-messages.ts';

/**
 * Deleting one's own pending leave asks first; then Deleted (secondary) with the message, or Not
 * deleted (danger) with the server's (spec 002 §8).
 */
export function LeaveDeleteDialog({ leave, onClose }: { leave: Leave | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <DeleteDialog
      item={leave}
      remove={useDeleteLeave()}
      question={(shown) =>
        t('You want to delete your {{type}} from {{from}} to {{to}}?', {
          type: t(shown.typeName),
          from: formatDay(shown.fromDate),
          to: formatDay(shown.toDate),
        })
      }
      deleted={{ message: t(LEAVE_MESSAGES.deleted), color: 'gray' }}
      refusal={(message) => translateLeaveMessage(t, message)}
      onClose={onClose}
    />
  );
}
