import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Paper, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  changePasswordBodySchema,
  type ChangePasswordBody,
} from '../../../../../shared/schemas/auth.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useForgetSession } from '../../../lib/auth/logout.ts';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useChangePassword } from '../api/change-password.ts';

const ALERT_TITLE = 'Account settings';
const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings > Account settings (spec 001 §2.5, §5). After a change the person is signed out and sent
 * to Login with the answer as a notice (spec 001 §4): the server has ended every session.
 */
export function AccountSettingsForm() {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const change = useChangePassword();
  const forgetSession = useForgetSession();
  const { alert, show, clear } = useTimedAlert();
  const form = useForm<ChangePasswordBody>({
    resolver: zodResolver(changePasswordBodySchema),
    mode: 'onTouched',
    defaultValues: EMPTY,
  });

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values) => {
      clear();
      return change.mutateAsync(values);
    },
    onSuccess: async ({ message }) => {
      notifications.show({ color: 'green', title: t(ALERT_TITLE), message: t(message) });
      await forgetSession();
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) show({ title: ALERT_TITLE, message, color: 'red' });
    },
  });

  useUnsavedChanges(form.formState.isDirty && !submitting);

  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="md">
          <AlertMessage alert={alert} onClose={clear} />
          <Controller
            name="currentPassword"
            control={form.control}
            rules={{ deps: ['newPassword'] }}
            render={({ field, fieldState, formState }) => (
              <PasswordField
                {...field}
                label={t('Current password')}
                autoComplete="current-password"
                withAsterisk
                error={errorText(fieldState, formState)}
              />
            )}
          />
          <NewPasswordFields control={form.control} />
          <Group justify="flex-end">
            <Button
              variant="default"
              type="button"
              onClick={() => {
                clear();
                form.reset(EMPTY);
              }}
              disabled={submitting}
            >
              {t('Reset')}
            </Button>
            <SubmitButton disabled={!form.formState.isValid} loading={submitting}>
              {t('Update')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
