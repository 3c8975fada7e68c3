import { Group, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  forgotPasswordBodySchema,
  type ForgotPasswordBody,
} from '../../../../../shared/schemas/auth.schema.ts';
import { FormLink } from '../../../components/form-link.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyApiError } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import type { NotVerifiedLocationState } from '../verification-state.ts';

/**
 * Forgot password (spec 000 §5): the same answer whether or not the account exists. Its own form
 * rather than FormShell: typing clears its alert.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const { alert, show, clear } = useTimedAlert();
  const form = useSchemaForm<ForgotPasswordBody, ForgotPasswordBody>(forgotPasswordBodySchema, { email: '' });

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (body, idempotencyKey) => {
      clear();
      return forgot.mutateAsync({ body, idempotencyKey });
    },
    onSuccess: ({ message }) => {
      const state: NotVerifiedLocationState = { status: 'sent', message };
      void navigate('/not-verified', { state });
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} onInput={clear} noValidate>
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <TextField
          control={form.control}
          name="email"
          label={t('Email')}
          type="email"
          autoComplete="email"
          withAsterisk
          autoFocus
        />
        <SubmitButton fullWidth disabled={!form.formState.isValid} loading={submitting}>
          {t('Reset')}
        </SubmitButton>
        <Group justify="center">
          <FormLink to="/login">{t('Back to login')}</FormLink>
        </Group>
      </Stack>
    </form>
  );
}
