import type { Control, FieldValues, Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TASK_NAME_MAX_LENGTH } from '../../../../../shared/rules/tasks.ts';
import { createTaskBodySchema } from '../../../../../shared/schemas/tasks.schema.ts';
import { DateField } from '../../../components/form/date-fields.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { TextareaField } from '../../../components/form/textarea-field.tsx';
import { textLimitOf } from '../../../lib/text-limit-of.ts';

/** What the add and the edit task forms have in common (spec 000 §5). */
interface TaskTextValues extends FieldValues {
  name: string;
  /** An ISO day, or '' while none is chosen. */
  dueDate: string;
  description: string;
}

const DESCRIPTION_LIMIT = textLimitOf(createTaskBodySchema.shape.description);

/** Task name: required, at most 50 characters. */
export function TaskNameField<T extends TaskTextValues, V>({
  control,
  autoFocus = false,
}: {
  control: Control<T, unknown, V>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      control={control}
      name={'name' as Path<T>}
      label={t('Task name')}
      withAsterisk
      // The modal's first field, also when the form mounts after its options loaded (FormModal).
      data-autofocus={autoFocus || undefined}
      maxLength={TASK_NAME_MAX_LENGTH}
    />
  );
}

/** Due date: from the organisation's today to two years ahead, shown DD-MM-YYYY. */
export function TaskDueDateField<T extends TaskTextValues, V>({
  control,
  today,
  maxDueDate,
}: {
  control: Control<T, unknown, V>;
  today: string | undefined;
  maxDueDate: string | undefined;
}) {
  const { t } = useTranslation();
  return (
    <DateField
      control={control}
      name={'dueDate' as Path<T>}
      label={t('Due date')}
      withAsterisk
      minDate={today}
      maxDate={maxDueDate}
      // The calendar opens on the organisation's today, not the device's.
      opensOn={today}
      clearLabel={t('Clear due date')}
    />
  );
}

/** Description: required, growing with its text. */
export function TaskDescriptionField<T extends TaskTextValues, V>({
  control,
  minRows,
  maxRows,
}: {
  control: Control<T, unknown, V>;
  minRows: number;
  maxRows: number;
}) {
  const { t } = useTranslation();
  return (
    <TextareaField
      control={control}
      name={'description' as Path<T>}
      limit={DESCRIPTION_LIMIT}
      label={t('Description')}
      withAsterisk
      autosize
      minRows={minRows}
      maxRows={maxRows}
    />
  );
}
