import { useWatch, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PasswordField, useRecheckOnChange } from './form/password-field.tsx';
import { PasswordRulesPopover } from './password-rules-popover.tsx';

interface NewPasswordValues extends FieldValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The new and confirm password pair of the reset and account-settings forms: the rules popover
 * on the first, pasting refused in the second, and the match re-checked when either changes.
 */
export function NewPasswordFields<T extends NewPasswordValues, V>({
  form,
}: {
  form: Pick<UseFormReturn<T, unknown, V>, 'control' | 'watch' | 'trigger'>;
}) {
  const { t } = useTranslation();
  const newName = 'newPassword' as Path<T>;
  const confirmName = 'confirmPassword' as Path<T>;
  const newPassword = useWatch({ control: form.control, name: newName }) as string;
  useRecheckOnChange(form, newName, confirmName);

  return (
    <>
      <PasswordRulesPopover password={newPassword}>
        <PasswordField
          control={form.control}
          name={newName}
          label={t('New password')}
          autoComplete="new-password"
          withAsterisk
        />
      </PasswordRulesPopover>
      <PasswordField
        control={form.control}
        name={confirmName}
        label={t('Confirm password')}
        autoComplete="new-password"
        withAsterisk
        blockPaste
      />
    </>
  );
}
