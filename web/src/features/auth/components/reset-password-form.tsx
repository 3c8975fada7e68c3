import { zodResolver } from '@hookform/resolvers/zod';
import { Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
} from '../../../../../shared/schemas/auth.schema.ts';
import { FormLink } from '../../../components/form-link.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyApiError } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useResetPassword } from '../api/reset-password.ts';
import { linkFailure, type NotVerifiedLocationState } from '../verification-state.ts';

interface ResetPasswordFormProps {
  token: string;
  /** An invitation's first password: the button and the notice say "Set your password". */
  invitation?: boolean;
}

/**
 * New password from an e-mailed link (spec 001 §2.11, §5). Only the server knows the current
 * password, so it is the one to refuse it, under the New password field.
 */
export function ResetPasswordForm({ token, invitation = false }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const action = invitation ? 'Set your password' : 'Reset password';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const { alert, show, clear } = useTimedAlert();
  const form = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { newPassword: '', confirmPassword: '' },
  });

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values) => {
      clear();
      return reset.mutateAsync({ token, ...values });
    },
    onSuccess: ({ message }) => {
      notifications.show({ color: 'green', title: t(action), message: t(message) });
      void navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (linkFailure(error) === 'expired') {
        const state: NotVerifiedLocationState = { status: 'expired', token };
        void navigate('/not-verified', { replace: true, state });
        return;
      }
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <NewPasswordFields control={form.control} />
        <SubmitButton fullWidth disabled={!form.formState.isValid} loading={submitting}>
          {invitation ? t('Set your password') : t('Reset')}
        </SubmitButton>
        <Group justify="center">
          <FormLink to="/login">{t('Back to login')}</FormLink>
        </Group>
      </Stack>
    </form>
  );
}
