import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  formatVerificationCode,
  LETTER_MESSAGES,
  normalizeVerificationCode,
} from '../../../../../shared/rules/letters.ts';
import { letterVerificationFormSchema } from '../../../../../shared/schemas/letters.schema.ts';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useVerifyLetter } from '../api/verify-letter.ts';
import { LetterVerificationResult } from '../components/letter-verification-result.tsx';

/**
 * /verify-letter/:code? (public): anyone holding a letter's code confirms it is genuine, and sees
 * only the name, the type, the day of issue and the reference number. Verify puts the code in the
 * address, which asks the server; no request is sent from the form itself, so it needs no FormShell
 * (no alert of its own, nothing unsaved to guard).
 */
export function VerifyLetterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { code: fromUrl } = useParams();
  const checked = fromUrl ? normalizeVerificationCode(fromUrl) : null;
  const form = useSchemaForm<{ code: string }, { code: string }>(letterVerificationFormSchema, {
    code: fromUrl ?? '',
  });
  const result = useVerifyLetter(checked);
  const verify = form.handleSubmit(({ code }) =>
    navigate(`/verify-letter/${formatVerificationCode(code)}`, { replace: true }),
  );

  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        {t('Verify a letter')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('Enter the verification code printed at the foot of the letter.')}
      </Text>
      <form noValidate onSubmit={(event) => void verify(event)}>
        <Group align="flex-start" gap="sm" wrap="nowrap">
          <TextField
            control={form.control}
            name="code"
            label={t('Verification code')}
            placeholder="ABCD-EFGH-JKMN"
            // A code in the address that cannot be one is refused without asking the server.
            error={fromUrl && !checked ? t(LETTER_MESSAGES.codeInvalid) : undefined}
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
      {checked && <LetterVerificationResult result={result} />}
    </Stack>
  );
}
