import { Button, Group } from '@mantine/core';
import { useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import type { Availability } from './use-availability.ts';
import type { UserFormBody, UserFormMode, UserFormValues } from './user-form-values.ts';

interface UserFormActionsProps {
  control: Control<UserFormValues, unknown, UserFormBody>;
  mode: UserFormMode;
  pending: boolean;
  emailCheck: Availability;
  codeCheck: Availability;
  onCancel: () => void;
  onReset: () => void;
}

/**
 * Cancel and Save when adding, Reset and Update when editing (spec 001 §2.4). Save waits for a
 * valid form and a free e-mail and employee id; Update also for a change (§4, §5).
 */
export function UserFormActions({
  control,
  mode,
  pending,
  emailCheck,
  codeCheck,
  onCancel,
  onReset,
}: UserFormActionsProps) {
  const { t } = useTranslation();
  const { isValid, isDirty } = useFormState({ control });
  const [email, employeeCode] = useWatch({ control, name: ['email', 'employeeCode'] });
  const emailTaken = mode === 'add' && emailCheck.resultFor(email)?.available === false;
  const codeTaken = mode === 'add' && codeCheck.resultFor(employeeCode)?.available === false;
  const saveDisabled = !isValid || emailTaken || codeTaken || (mode === 'edit' && !isDirty);

  return (
    <Group justify="flex-end">
      {mode === 'add' ? (
        <Button variant="default" onClick={onCancel} disabled={pending}>
          {t('Cancel')}
        </Button>
      ) : (
        <Button variant="default" onClick={onReset} disabled={pending || !isDirty}>
          {t('Reset')}
        </Button>
      )}
      <SubmitButton loading={pending} disabled={saveDisabled}>
        {mode === 'add' ? t('Save') : t('Update')}
      </SubmitButton>
    </Group>
  );
}
