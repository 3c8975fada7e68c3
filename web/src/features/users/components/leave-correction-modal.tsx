import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { leaveTypeOf } from '../../../../../shared/rules/leave.ts';
import {
  leaveCorrectionBodySchema,
  type LeaveCorrectionBody,
} from '../../../../../shared/schemas/leave.schema.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useCorrectLeaveBalance } from '../api/correct-leave-balance.ts';
import { CorrectionDaysField, LeaveTypeField, type CorrectionValues } from './leave-correction-fields.tsx';

const EMPTY: CorrectionValues = { typeId: null, days: '', reason: '' };
const REASON_LIMIT = textLimitOf(leaveCorrectionBodySchema.shape.reason);

// The shared schema, so that the form and the server give the same messages; a number still being
// typed counts as none.
const correctionSchema = leaveCorrectionBodySchema.extend({
  days: z.preprocess(
    (days) => (typeof days === 'number' ? days : undefined),
    leaveCorrectionBodySchema.shape.days,
  ),
});

interface LeaveCorrectionModalProps {
  opened: boolean;
  userId: string;
  onClose: () => void;
  onCorrected: () => void;
}

/** 'Correct balance': an Admin moves one of someone's balances by whole or half days, with a reason. */
export function LeaveCorrectionModal({ opened, userId, onClose, onCorrected }: LeaveCorrectionModalProps) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('Correct balance')}
      centered
      closeOnClickOutside={false}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {opened && (
        <CorrectionForm
          userId={userId}
          onCancel={onClose}
          onSaved={() => {
            onClose();
            onCorrected();
          }}
        />
      )}
    </FormModal>
  );
}

function CorrectionForm({
  userId,
  onCancel,
  onSaved,
}: {
  userId: string;
  onCancel: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const form = useSchemaForm<CorrectionValues, LeaveCorrectionBody>(correctionSchema, EMPTY);
  const correct = useCorrectLeaveBalance(userId);

  return (
    <FormShell
      form={form}
      send={(body, idempotencyKey) => correct.mutateAsync({ body, idempotencyKey })}
      onSuccess={(_result, body) => {
        notifications.show({
          color: 'green',
          title: t('Saved'),
          message: t('The {{type}} balance has been corrected.', {
            type: t(leaveTypeOf(body.typeId)?.name ?? ''),
          }),
        });
        onSaved();
      }}
      onCancel={onCancel}
      submitLabel={t('Save')}
      submitProps={{ disabled: !form.formState.isValid }}
    >
      <LeaveTypeField control={form.control} />
      <CorrectionDaysField control={form.control} />
      <TextareaField
        control={form.control}
        name="reason"
        limit={REASON_LIMIT}
        label={t('Reason')}
        withAsterisk
        autosize
        minRows={3}
        maxRows={6}
      />
    </FormShell>
  );
}
