import { Button, Group, Paper } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  changePasswordBodySchema,
  type ChangePasswordBody,
} from '../../../../../shared/schemas/auth.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { PasswordField, useRecheckOnChange } from '../../../components/form/password-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { NewPasswordFields } from '../../../components/new-password-fields.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useForgetSession } from '../../../lib/auth/logout.ts';
import { useChangePassword } from '../api/change-password.ts';

const ALERT_TITLE = 'Account settings';
const EMPTY: ChangePasswordBody = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Settings > Account settings (spec 001 §2.5, §5). After a change the person is signed out and sent
 * to Login with the answer as a notice (spec 001 §4): the server has ended every session.
 */
export function AccountSettingsForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const forgetSession = useForgetSession();
  const form = useSchemaForm<ChangePasswordBody, ChangePasswordBody>(changePasswordBodySchema, EMPTY);
  // The new password may not be the current one: changing the current one checks the new one again.
  useRecheckOnChange(form, 'currentPassword', 'newPassword');
  const { isValid } = form.formState;

  return (
    <Paper withBorder radius="md" p="lg" maw={520}>
      <FormShell
        form={form}
        send={(values) => change.mutateAsync(values)}
        onSuccess={async ({ message }) => {
          notifications.show({ color: 'green', title: t(ALERT_TITLE), message: t(message) });
          await forgetSession();
        }}
        submitLabel={t('Update')}
        actions={({ submitting }) => (
          <Group justify="flex-end">
            <Button variant="default" type="button" onClick={() => form.reset(EMPTY)} disabled={submitting}>
              {t('Reset')}
            </Button>
            <SubmitButton disabled={!isValid} loading={submitting}>
              {t('Update')}
            </SubmitButton>
          </Group>
        )}
      >
        <PasswordField
          control={form.control}
          name="currentPassword"
          label={t('Current password')}
          autoComplete="current-password"
          withAsterisk
        />
        <NewPasswordFields form={form} />
      </FormShell>
    </Paper>
  );
}
