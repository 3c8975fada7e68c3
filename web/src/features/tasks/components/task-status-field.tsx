import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TASK_MESSAGES } from '../../../../../shared/rules/tasks.ts';
import type { Task, UpdateTaskBody } from '../../../../../shared/schemas/tasks.schema.ts';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { statusChoices, type TaskDetailFormValues } from './task-detail-form-values.ts';

/** A Completed choice the server refuses for want of a Timeline comment: a warning, not a mistake. */
const STATUS_WARNINGS = [TASK_MESSAGES.completeNeedsComment];

/**
 * The status select. Completing a task the server refuses for want of a Timeline comment is a
 * warning, not a mistake in the form: it shows as a yellow alert under the select.
 */
export function TaskStatusField({
  control,
  task,
}: {
  control: Control<TaskDetailFormValues, unknown, UpdateTaskBody>;
  task: Task;
}) {
  const { t } = useTranslation();
  return (
    <SelectField
      control={control}
      name="status"
      label={t('Status')}
      withAsterisk
      allowDeselect={false}
      warnings={STATUS_WARNINGS}
      data={statusChoices(task).map((status) => ({ value: status, label: t(status) }))}
    />
  );
}
