import { Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  forgotPasswordBodySchema,
  type ForgotPasswordBody,
} from '../../../../../shared/schemas/auth.schema.ts';
import { FormLink } from '../../../components/form-link.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useForgotPassword } from '../api/forgot-password.ts';
import type { NotVerifiedLocationState } from '../verification-state.ts';

/**
 * Forgot password (spec 000 §5): the same answer whether or not the account exists. Typing again
 * clears the alert, and leaving never asks.
 */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const forgot = useForgotPassword();
  const form = useSchemaForm<ForgotPasswordBody, ForgotPasswordBody>(forgotPasswordBodySchema, { email: '' });

  return (
    <FormShell
      form={form}
      send={(body, idempotencyKey) => forgot.mutateAsync({ body, idempotencyKey })}
      onSuccess={({ message }) => {
        const state: NotVerifiedLocationState = { status: 'sent', message };
        void navigate('/not-verified', { state });
      }}
      clearAlertOnInput
      guardUnsaved={false}
      submitLabel={t('Reset')}
      actions={({ submitting }) => (
        <>
          <SubmitButton fullWidth disabled={!form.formState.isValid} loading={submitting}>
            {t('Reset')}
          </SubmitButton>
          <Group justify="center">
            <FormLink to="/login">{t('Back to login')}</FormLink>
          </Group>
        </>
      )}
    >
      <TextField
        control={form.control}
        name="email"
        label={t('Email')}
        type="email"
        autoComplete="email"
        withAsterisk
        autoFocus
      />
    </FormShell>
  );
}
