import { Controller, useWatch, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldErrorText } from '../lib/form-errors.ts';
import { PasswordField } from './password-field.tsx';
import { PasswordRulesPopover } from './password-rules-popover.tsx';

interface NewPasswordValues extends FieldValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The new and confirm password pair of the reset and account-settings forms: the rules popover
 * on the first, pasting refused in the second, and the match re-checked when either changes.
 */
export function NewPasswordFields<T extends NewPasswordValues>({ control }: { control: Control<T> }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const newName = 'newPassword' as Path<T>;
  const confirmName = 'confirmPassword' as Path<T>;
  const newPassword = useWatch({ control, name: newName }) as string;

  return (
    <>
      <Controller
        name={newName}
        control={control}
        rules={{ deps: [confirmName] }}
        render={({ field, fieldState, formState }) => (
          <PasswordRulesPopover password={newPassword}>
            <PasswordField
              {...field}
              label={t('New password')}
              autoComplete="new-password"
              withAsterisk
              error={errorText(fieldState, formState)}
            />
          </PasswordRulesPopover>
        )}
      />
      <Controller
        name={confirmName}
        control={control}
        render={({ field, fieldState, formState }) => (
          <PasswordField
            {...field}
            label={t('Confirm password')}
            autoComplete="new-password"
            withAsterisk
            blockPaste
            error={errorText(fieldState, formState)}
          />
        )}
      />
    </>
  );
}
