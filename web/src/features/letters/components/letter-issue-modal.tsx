import { Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { LETTER_TYPE_LABELS } from '../../../../../shared/rules/letters.ts';
import type { LetterRequest, LetterText } from '../../../../../shared/schemas/letters.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { useLetterDraft } from '../api/get-letter-draft.ts';
import { useIssueLetter } from '../api/issue-letter.ts';
import { LetterTextForm } from './letter-text-fields.tsx';

/** Issuing: the type's template filled for the requester, to edit, then Issue (PDF, code, mail). */
export function LetterIssueModal({
  request,
  onClose,
}: {
  request: LetterRequest | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const draft = useLetterDraft(request?.id ?? null);
  return (
    <FormModal
      opened={request !== null}
      onClose={onClose}
      title={t('Issue letter')}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {request &&
        (draft.isPending ? (
          <PageLoader minHeight={200} />
        ) : draft.isError ? (
          <ErrorAlert error={draft.error} onRetry={() => void draft.refetch()} />
        ) : (
          <IssueForm key={request.id} request={request} draft={draft.data} onClose={onClose} />
        ))}
    </FormModal>
  );
}

function IssueForm({
  request,
  draft,
  onClose,
}: {
  request: LetterRequest;
  draft: LetterText;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const issue = useIssueLetter();
  return (
    <LetterTextForm
      initial={draft}
      send={(text) => issue.mutateAsync({ id: request.id, text })}
      onSuccess={() => {
        notifications.show({
          color: 'green',
          title: t('Updated'),
          message: t('The letter has been issued.'),
        });
        onClose();
      }}
      intro={
        <Text size="sm">
          {t('{{type}} for {{name}}', {
            type: t(LETTER_TYPE_LABELS[request.type]),
            name: request.requester.fullName,
          })}
        </Text>
      }
      submitLabel={t('Issue letter')}
      onCancel={onClose}
    />
  );
}
