import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  createTaskBodySchema,
  type CreateTaskBody,
  type TaskFormOptions,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useCreateTask } from '../api/create-task.ts';
import { AddTaskProjectFields, type AddTaskValues } from './add-task-project-fields.tsx';
import { TaskDescriptionField, TaskDueDateField, TaskNameField } from './task-form-fields.tsx';
import { TaskRepeatFields } from './task-repeat-fields.tsx';
import { NO_REPEAT, repeatBody } from './task-repeat-values.ts';

const EMPTY: AddTaskValues = {
  name: '',
  projectId: null,
  assignedToId: null,
  dueDate: '',
  description: '',
  repeat: NO_REPEAT,
};

// The shared schema checks what the server checks; the project's id is read from the select's string.
const addTaskSchema = createTaskBodySchema.extend({
  projectId: z.preprocess(
    (value) => (typeof value === 'string' ? Number(value) : value),
    createTaskBodySchema.shape.projectId,
  ),
  repeat: z.preprocess(repeatBody, createTaskBodySchema.shape.repeat),
}) as z.ZodType<CreateTaskBody>;

interface AddTaskFormProps {
  options: TaskFormOptions;
  onClose: () => void;
}

/**
 * Add task (spec 000 §5): name, project, assignee of that project, due date and description; and
 * whether it repeats (issue 31).
 */
export function AddTaskForm({ options, onClose }: AddTaskFormProps) {
  const { t } = useTranslation();
  const create = useCreateTask();
  const form = useSchemaForm<AddTaskValues, CreateTaskBody>(addTaskSchema, EMPTY);
  const { isDirty, isValid } = form.formState;

  return (
    <FormShell
      form={form}
      send={(body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey })}
      onSuccess={(task) => {
        notifications.show({
          color: 'green',
          title: t('Saved'),
          message: t('Task {{name}} has been created.', { name: task.name }),
        });
        onClose();
      }}
      submitLabel={t('Save')}
      actions={({ submitting }) => (
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={!isDirty || submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={!isValid || submitting}>
            {t('Save')}
          </SubmitButton>
        </Group>
      )}
    >
      <TaskNameField control={form.control} autoFocus />
      <AddTaskProjectFields form={form} projects={options.projects} />
      <TaskDueDateField control={form.control} today={options.today} maxDueDate={options.maxDueDate} />
      <TaskDescriptionField control={form.control} minRows={3} maxRows={8} />
      <TaskRepeatFields control={form.control} />
    </FormShell>
  );
}
