import { Group, Stack } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { stripSpaces } from '../../../../../shared/rules/email.ts';
import type { LoginBody } from '../../../../../shared/schemas/auth.schema.ts';
import { FormLink } from '../../../components/form-link.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { PasswordField } from '../../../components/form/password-field.tsx';
import { TextField, type StripRule } from '../../../components/form/text-fields.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { isApiError } from '../../../lib/api-client.ts';
import { deferredResolver } from '../../../lib/deferred-resolver.ts';
import { applyApiError } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useLogin } from '../api/login.ts';
import type { NotVerifiedLocationState } from '../verification-state.ts';

// zod and the schema (about 20 KB compressed) are not needed to type: they download once the person
// starts typing (or leaves a field), while the button waits for valid fields anyway.
const validation = deferredResolver<LoginBody>(
  async () => (await import('../login-validation.ts')).loginResolver,
);

/** Spaces go as they are typed, without a notice (spec 000 §5). */
const NO_SPACES: StripRule = {
  rule: (typed) => ({ value: stripSpaces(typed), stripped: false }),
  message: '',
};

/**
 * Sign-in form (spec 000 §5): spaces stripped as typed, submit only when both fields are valid.
 * Its own form rather than FormShell: its validation downloads late, and typing clears its alert.
 */
export function LoginForm() {
  const { t } = useTranslation();
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
      onInput={() => {
        validation.start();
        clear();
      }}
      onBlur={validation.start}
      noValidate
    >
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <TextField
          control={form.control}
          name="email"
          strip={NO_SPACES}
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
