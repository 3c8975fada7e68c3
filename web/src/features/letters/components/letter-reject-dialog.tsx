import { Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPE_LABELS } from '../../../../../shared/rules/letters.ts';
import { letterRejectBodySchema, type LetterRequest } from '../../../../../shared/schemas/letters.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
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
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  useUnsavedChanges(reason !== '' && !reject.isPending);

  const submit = () => {
    const parsed = letterRejectBodySchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    reject.mutate(
      { id: request.id, reason: parsed.data.reason },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: t('Updated'),
            message: t('The request has been rejected.'),
          });
          onClose();
        },
        onError: (failure) => {
          const detail = isApiError(failure) ? failure.details.find((d) => d.path === 'reason') : undefined;
          if (detail) setError(detail.message);
          else setAlert(errorMessage(failure));
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="md">
        <Text size="sm">
          {t('You want to reject the request of {{name}} for a {{type}}?', {
            name: request.requester.fullName,
            type: t(LETTER_TYPE_LABELS[request.type]),
          })}
        </Text>
        <AlertMessage
          alert={alert ? { color: 'red', message: alert } : null}
          onClose={() => setAlert(null)}
        />
        <LimitedTextarea
          {...REASON_LIMIT}
          label={t('Reason')}
          required
          autosize
          minRows={3}
          value={reason}
          onChange={(event) => {
            setReason(event.currentTarget.value);
            setError(null);
          }}
          error={error ? t(error) : undefined}
          data-autofocus
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={reject.isPending}>
            {t('No, cancel')}
          </Button>
          <Button type="submit" color="red" loading={reject.isPending}>
            {t('Yes, reject')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
