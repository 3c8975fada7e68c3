import { TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  TASK_DESCRIPTION_MAX_LENGTH,
  TASK_MESSAGES,
  TASK_NAME_MAX_LENGTH,
} from '../../../../../shared/rules/tasks.ts';
import { LimitedTextarea } from '../../../components/text-limit.tsx';
import { useFieldErrorText } from '../../../lib/form-errors.ts';
import { useDatePickerLocale } from '../../../lib/date-picker-locale.ts';

/** What the add and the edit task forms have in common (spec 000 §5). */
interface TaskTextValues extends FieldValues {
  name: string;
  /** An ISO day, or '' while none is chosen. */
  dueDate: string;
  description: string;
}

/** Task name: required, at most 50 characters. */
export function TaskNameField<T extends TaskTextValues>({
  control,
  autoFocus = false,
}: {
  control: Control<T>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      name={'name' as Path<T>}
      control={control}
      render={({ field, fieldState, formState }) => (
        <TextInput
          {...field}
          label={t('Task name')}
          withAsterisk
          data-autofocus={autoFocus || undefined}
          maxLength={TASK_NAME_MAX_LENGTH}
          error={errorText(fieldState, formState)}
        />
      )}
    />
  );
}

/** Due date: from the organisation's today to two years ahead, shown DD-MM-YYYY. */
export function TaskDueDateField<T extends TaskTextValues>({
  control,
  today,
  maxDueDate,
}: {
  control: Control<T>;
  today: string | undefined;
  maxDueDate: string | undefined;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const dates = useDatePickerLocale();
  return (
    <Controller
      name={'dueDate' as Path<T>}
      control={control}
      render={({ field, fieldState, formState }) => (
        <DatePickerInput
          ref={field.ref}
          name={field.name}
          label={t('Due date')}
          placeholder={t('DD-MM-YYYY')}
          withAsterisk
          valueFormat="DD-MM-YYYY"
          minDate={today}
          maxDate={maxDueDate}
          // The calendar opens on the organisation's today, not the device's.
          defaultDate={today}
          value={field.value === '' ? null : field.value}
          onChange={(value) => field.onChange(value ?? '')}
          // The calendar takes the focus while open: the field is left when it closes.
          onDropdownClose={field.onBlur}
          leftSection={<IconCalendar size={16} aria-hidden />}
          clearable
          clearButtonProps={{ 'aria-label': t('Clear due date') }}
          locale={dates.locale}
          ariaLabels={dates.ariaLabels}
          error={errorText(fieldState, formState)}
        />
      )}
    />
  );
}

/** Description: required, growing with its text. */
export function TaskDescriptionField<T extends TaskTextValues>({
  control,
  minRows,
  maxRows,
}: {
  control: Control<T>;
  minRows: number;
  maxRows: number;
}) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      name={'description' as Path<T>}
      control={control}
      render={({ field, fieldState, formState }) => (
        <LimitedTextarea
          {...field}
          maxLength={TASK_DESCRIPTION_MAX_LENGTH}
          tooLongMessage={TASK_MESSAGES.descriptionTooLong}
          label={t('Description')}
          withAsterisk
          autosize
          minRows={minRows}
          maxRows={maxRows}
          error={errorText(fieldState, formState)}
        />
      )}
    />
  );
}
