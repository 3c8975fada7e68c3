import { Group, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stripSpaces } from '../../../../../shared/rules/email.ts';
import type { LoginBody } from '../../../../../shared/schemas/auth.schema.ts';
import { FormLink } from '../../../components/form-link.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { deferredResolver } from '../../../lib/deferred-resolver.ts';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useLogin } from '../api/login.ts';
import type { NotVerifiedLocationState } from '../verification-state.ts';

// zod and the schema (about 20 KB compressed) are not needed to type: they download once the person
// starts typing (or leaves a field), while the button waits for valid fields anyway.
const validation = deferredResolver<LoginBody>(
  async () => (await import('../login-validation.ts')).loginResolver,
);

/** Sign-in form (spec 000 §5): spaces stripped as typed, submit only when both fields are valid. */
export function LoginForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const navigate = useNavigate();
  const login = useLogin();
  const { alert, show, clear } = useTimedAlert();
  const form = useForm<LoginBody>({
    resolver: validation.resolver,
    mode: 'onTouched',
    defaultValues: { email: '', password: '' },
  });

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values) => {
      clear();
      return login.mutateAsync(values);
    },
    onError: (error, values) => {
      if (isApiError(error) && error.code === 'email_not_verified') {
        const state: NotVerifiedLocationState = { status: 'not-verified', email: values.email };
        void navigate('/not-verified', { state });
        return;
      }
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });

  return (
    <form
      onSubmit={(event) => void onSubmit(event)}
      onInput={validation.start}
      onBlur={validation.start}
      noValidate
    >
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <Controller
          name="email"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <TextInput
              {...field}
              onChange={(event) => {
                field.onChange(stripSpaces(event.currentTarget.value));
                clear();
              }}
              label={t('Email')}
              type="email"
              autoComplete="username"
              withAsterisk
              autoFocus
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="password"
          control={form.control}
          render={({ field, fieldState, formState }) => (
            <PasswordField
              {...field}
              onChange={(event) => {
                field.onChange(stripSpaces(event.currentTarget.value));
                clear();
              }}
              label={t('Password')}
              autoComplete="current-password"
              withAsterisk
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end">
          <FormLink to="/forgot-password">{t('Forgot password?')}</FormLink>
        </Group>
        <SubmitButton fullWidth disabled={!form.formState.isValid} loading={submitting}>
          {t('Sign in')}
        </SubmitButton>
      </Stack>
    </form>
  );
}
