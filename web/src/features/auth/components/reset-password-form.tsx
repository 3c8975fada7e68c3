import { Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  resetPasswordFormSchema,
  type ResetPasswordForm as ResetPasswordValues,
} from '../../../../../shared/schemas/auth.schema.ts';
import { FormLink } from '../../../components/form-link.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
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
  const form = useSchemaForm<ResetPasswordValues, ResetPasswordValues>(resetPasswordFormSchema, {
    newPassword: '',
    confirmPassword: '',
  });
  const { isValid } = form.formState;

  return (
    <FormShell
      form={form}
      send={(values) => reset.mutateAsync({ token, ...values })}
      onSuccess={({ message }) => {
        notifications.show({ color: 'green', title: t(action), message: t(message) });
        void navigate('/login', { replace: true });
      }}
      onError={(error) => {
        if (linkFailure(error) !== 'expired') return;
        const state: NotVerifiedLocationState = { status: 'expired', token };
        void navigate('/not-verified', { replace: true, state });
      }}
      submitLabel={invitation ? t('Set your password') : t('Reset')}
      actions={({ submitting }) => (
        <>
          <SubmitButton fullWidth disabled={!isValid} loading={submitting}>
            {invitation ? t('Set your password') : t('Reset')}
          </SubmitButton>
          <Group justify="center">
            <FormLink to="/login">{t('Back to login')}</FormLink>
          </Group>
        </>
      )}
    >
      <NewPasswordFields form={form} />
    </FormShell>
  );
}
