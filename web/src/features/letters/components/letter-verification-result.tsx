import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { LETTER_MESSAGES, LETTER_TYPE_LABELS } from '../../../../../shared/rules/letters.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import type { useVerifyLetter } from '../api/verify-letter.ts';

/** The answer of the public check: the letter's name, type, day and reference, or why there is none. */
export function LetterVerificationResult({ result }: { result: ReturnType<typeof useVerifyLetter> }) {
  const { t } = useTranslation();
  if (result.data) {
    return (
      <Alert
        color="green"
        icon={<IconCircleCheck aria-hidden />}
        title={t('This letter is genuine.')}
        role="status"
      >
        <Stack gap={2}>
          <Text size="sm">
            {t('Name')}: {result.data.name}
          </Text>
          <Text size="sm">
            {t('Type of letter')}: {t(LETTER_TYPE_LABELS[result.data.type])}
          </Text>
          <Text size="sm">
            {t('Issued on')}: {formatDay(result.data.issuedOn)}
          </Text>
          <Text size="sm">
            {t('Reference number')}: <span dir="ltr">{result.data.referenceNumber}</span>
          </Text>
        </Stack>
      </Alert>
    );
  }
  if (result.isError) {
    return (
      <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
        {isApiError(result.error) && result.error.status === 404
          ? t(LETTER_MESSAGES.noMatch)
          : t(errorMessage(result.error))}
      </Alert>
    );
  }
  return null;
}
