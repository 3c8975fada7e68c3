import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  formatVerificationCode,
  LETTER_MESSAGES,
  LETTER_TYPE_LABELS,
  normalizeVerificationCode,
} from '../../../../../shared/rules/letters.ts';
import { formatDay } from '../../../../../shared/rules/dates.ts';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';
import { useVerifyLetter } from '../api/verify-letter.ts';

/**
 * /verify-letter/:code? (public): anyone holding a letter's code confirms it is genuine, and sees
 * only the name, the type, the day of issue and the reference number.
 */
export function VerifyLetterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code: fromUrl } = useParams();
  const checked = fromUrl ? normalizeVerificationCode(fromUrl) : null;
  const [input, setInput] = useState(fromUrl ?? '');
  const [inputError, setInputError] = useState<string | null>(null);
  const result = useVerifyLetter(checked);

  const submit = () => {
    const code = normalizeVerificationCode(input);
    if (!code) {
      setInputError(LETTER_MESSAGES.codeInvalid);
      return;
    }
    void navigate(`/verify-letter/${formatVerificationCode(code)}`, { replace: true });
  };

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('Verify a letter')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('Enter the verification code printed at the foot of the letter.')}
      </Text>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextInput
            label={t('Verification code')}
            placeholder="ABCD-EFGH-JKMN"
            value={input}
            onChange={(event) => {
              setInput(event.currentTarget.value);
              setInputError(null);
            }}
            error={
              inputError ? t(inputError) : fromUrl && !checked ? t(LETTER_MESSAGES.codeInvalid) : undefined
            }
            maxLength={20}
            autoComplete="off"
            dir="ltr"
            style={{ flex: 1 }}
          />
          <Button type="submit" mt={25} loading={result.isFetching}>
            {t('Verify')}
          </Button>
        </Group>
      </form>
      {checked && result.data && (
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
      )}
      {checked && result.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />} role="alert">
          {isApiError(result.error) && result.error.status === 404
            ? t(LETTER_MESSAGES.noMatch)
            : t(errorMessage(result.error))}
        </Alert>
      )}
    </Stack>
  );
}
