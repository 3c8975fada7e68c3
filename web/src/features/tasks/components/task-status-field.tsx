import { Alert, Select, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TASK_MESSAGES } from '../../../../../shared/rules/tasks.ts';
import type { Task, UpdateTaskBody } from '../../../../../shared/schemas/tasks.schema.ts';
import { useKitField } from '../../../components/form/field.ts';
import { statusChoices, type TaskDetailFormValues } from './task-detail-form-values.ts';

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
  const { inputRef, field, error } = useKitField({ control, name: 'status' });
  const needsComment = error !== undefined && error === t(TASK_MESSAGES.completeNeedsComment);
  return (
    <Stack gap={6}>
      <Select
        ref={inputRef}
        name={field.name}
        onBlur={field.onBlur}
        value={field.value}
        onChange={(value) => value && field.onChange(value)}
        label={t('Status')}
        withAsterisk
        allowDeselect={false}
        data={statusChoices(task).map((status) => ({ value: status, label: t(status) }))}
        error={needsComment ? undefined : error}
        aria-invalid={needsComment || undefined}
      />
      {needsComment && (
        <Alert role="alert" color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} p="xs">
          {t(TASK_MESSAGES.completeNeedsComment)}
        </Alert>
      )}
    </Stack>
  );
}
