import { Group } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stripSpaces } from '../../../../../shared/rules/email.ts';
import type { LoginBody } from '../../../../../shared/schemas/auth.schema.ts';
import { FormLink } from '../../../components/form-link.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { deferredResolver } from '../../../lib/deferred-resolver.ts';
import { useLogin } from '../api/login.ts';
import type { NotVerifiedLocationState } from '../verification-state.ts';

// zod and the schema (about 20 KB compressed) are not needed to type: they download once the person
// starts typing (or leaves a field), while the button waits for valid fields anyway.
const validation = deferredResolver<LoginBody>(
  async () => (await import('../login-validation.ts')).loginResolver,
);

/**
 * Sign-in form (spec 000 §5): spaces stripped as typed (silently), submit only when both fields
 * are valid; typing again clears the alert, and leaving never asks.
 */
export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  return (
    // The validation's download starts with the first keystroke or the first field left.
    <div onInput={validation.start} onBlur={validation.start}>
      <FormShell
        form={form}
        send={(values) => login.mutateAsync(values)}
        onError={(error) => {
          if (isApiError(error) && error.code === 'email_not_verified') {
            const state: NotVerifiedLocationState = {
              status: 'not-verified',
              email: form.getValues('email'),
            };
            void navigate('/not-verified', { state });
          }
        }}
        clearAlertOnInput
        guardUnsaved={false}
        submitLabel={t('Sign in')}
        actions={({ submitting }) => (
          <>
            <Group justify="flex-end">
              <FormLink to="/forgot-password">{t('Forgot password?')}</FormLink>
            </Group>
            <SubmitButton fullWidth disabled={!form.formState.isValid} loading={submitting}>
              {t('Sign in')}
            </SubmitButton>
          </>
        )}
      >
        <TextField
          control={form.control}
          name="email"
          transform={stripSpaces}
          label={t('Email')}
          type="email"
          autoComplete="username"
          withAsterisk
          autoFocus
        />
        <PasswordField
          control={form.control}
          name="password"
          transform={stripSpaces}
          label={t('Password')}
          autoComplete="current-password"
          withAsterisk
        />
      </FormShell>
    </div>
  );
}
