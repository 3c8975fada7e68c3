import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPE_LABELS } from '../../../../../shared/rules/letters.ts';
import {
  letterRejectBodySchema,
  type LetterRejectBody,
  type LetterRequest,
} from '../../../../../shared/schemas/letters.schema.ts';
import { FormModal } from '../../../components/form-modal.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { textLimitOf } from '../../../lib/text-limit-of.ts';
import { useRejectLetter } from '../api/reject-letter.ts';

const REASON_LIMIT = textLimitOf(letterRejectBodySchema.shape.reason);

/** Rejecting asks for the reason the requester will read (required, at most 500 characters). */
export function LetterRejectDialog({
  request,
  onClose,
}: {
  request: LetterRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <FormModal
      opened={request !== null}
      onClose={onClose}
      title={t('Reject request')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {request && <RejectForm key={request.id} request={request} onClose={onClose} />}
    </FormModal>
  );
}

function RejectForm({ request, onClose }: { request: LetterRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const reject = useRejectLetter();
  const form = useSchemaForm<LetterRejectBody, LetterRejectBody>(letterRejectBodySchema, { reason: '' });
  return (
    <FormShell
      form={form}
      send={(body) => reject.mutateAsync({ id: request.id, reason: body.reason })}
      onSuccess={() => {
        notifications.show({
          color: 'green',
          title: t('Updated'),
          message: t('The request has been rejected.'),
        });
        onClose();
      }}
      onCancel={onClose}
      cancelLabel={t('No, cancel')}
      submitLabel={t('Yes, reject')}
      submitProps={{ color: 'red' }}
    >
      <Text size="sm">
        {t('You want to reject the request of {{name}} for a {{type}}?', {
          name: request.requester.fullName,
          type: t(LETTER_TYPE_LABELS[request.type]),
        })}
      </Text>
      <TextareaField
        control={form.control}
        name="reason"
        limit={REASON_LIMIT}
        label={t('Reason')}
        required
        autosize
        minRows={3}
        data-autofocus
      />
    </FormShell>
  );
}
