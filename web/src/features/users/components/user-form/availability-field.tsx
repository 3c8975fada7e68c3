import { Loader } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField, type StripRule } from '../../../../components/form/text-fields.tsx';
import type { Availability } from './use-availability.ts';
import type { UserFormBody, UserFormMode, UserFormValues } from './user-form-values.ts';

interface AvailabilityFieldProps {
  form: UseFormReturn<UserFormValues, unknown, UserFormBody>;
  name: 'email' | 'employeeCode';
  mode: UserFormMode;
  check: Availability;
  /** Whether a value is worth asking about (the schema's own check of the field passes). */
  checkable: (value: string) => boolean;
  /** What is said when the value is taken and the server gave no message (English). */
  takenMessage: string;
  /** What is said when it is free (translated); nothing when absent. */
  availableLabel?: string;
  label: string;
  type?: string;
  maxLength: number;
  strip?: StripRule;
}

/**
 * The e-mail or employee id of the add form: once left with a valid value, the server is asked
 * whether it is taken (spec 001 §5); the answer shows under the field until the value changes.
 * Neither can change when editing.
 */
export function AvailabilityField({
  form,
  name,
  mode,
  check,
  checkable,
  takenMessage,
  availableLabel,
  ...props
}: AvailabilityFieldProps) {
  const { t } = useTranslation();
  const value = useWatch({ control: form.control, name });
  const result = check.resultFor(value);
  const taken = result && !result.available ? (result.message ?? takenMessage) : null;
  return (
    // The field's own blur (the kit's) marks it left; this one, bubbling, asks the server.
    <div
      onBlur={() => {
        const left = form.getValues(name);
        if (mode === 'add' && checkable(left)) check.run(left);
      }}
    >
      <TextField
        {...props}
        control={form.control}
        name={name}
        withAsterisk
        disabled={mode === 'edit'}
        autoComplete="off"
        rightSection={check.checking ? <Loader size={16} aria-label={t('Checking…')} /> : null}
        error={taken ? t(taken) : undefined}
        success={result?.available && availableLabel ? availableLabel : undefined}
      />
    </div>
  );
}
