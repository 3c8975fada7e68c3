import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Task, TaskFormOptions, UpdateTaskBody } from '../../../../../shared/schemas/tasks.schema.ts';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useUpdateTask } from '../api/update-task.ts';
import {
  assigneeChoices,
  differsFromTask,
  taskDetailSchema,
  UNASSIGNED,
  valuesFromTask,
  type TaskDetailFormValues,
} from './task-detail-form-values.ts';
import { TaskDescriptionField, TaskDueDateField, TaskNameField } from './task-form-fields.tsx';
import { TaskStatusField } from './task-status-field.tsx';

interface TaskDetailFormProps {
  task: Task;
  /** The caller's projects with their users and the due-date range; undefined while loading. */
  options: TaskFormOptions | undefined;
  optionsLoading: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

/** Edit task (spec 000 §2, §4, §5): the form, then Cancel and Update. */
export function TaskDetailForm({ task, options, optionsLoading, onCancel, onSaved }: TaskDetailFormProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => valuesFromTask(task));
  const form = useSchemaForm<TaskDetailFormValues, UpdateTaskBody>(taskDetailSchema, initial);
  const update = useUpdateTask(task.id);
  const people = assigneeChoices(task, options);

  return (
    // The form is named for those who move between a page's regions.
    <FormShell
      aria-label={t('Edit task')}
      form={form}
      send={(body) => update.mutateAsync(body)}
      onSuccess={() => {
        notifications.show({
          color: 'green',
          title: t('Updated'),
          message: t('Task has been updated successfully.'),
        });
        onSaved();
      }}
      submitLabel={t('Update')}
      actions={({ submitting }) => (
        <TaskDetailFormActions
          control={form.control}
          initial={initial}
          pending={submitting}
          onCancel={onCancel}
        />
      )}
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TaskNameField control={form.control} />
        <TextInput label={t('Task ID')} value={task.number} readOnly variant="filled" />
        <TextInput label={t('Project')} value={task.project.name} readOnly variant="filled" />
        <TextInput label={t('Assigned by')} value={task.assignedBy.fullName} readOnly variant="filled" />
        <SelectField
          control={form.control}
          name="assignedToId"
          label={t('Assigned to')}
          searchable
          allowDeselect={false}
          description={optionsLoading ? t('Loading…') : undefined}
          data={[
            { value: UNASSIGNED, label: t('Unassigned') },
            ...people.map((person) => ({ value: person.id, label: person.fullName })),
          ]}
        />
        <TaskDueDateField control={form.control} today={options?.today} maxDueDate={options?.maxDueDate} />
        <TaskStatusField control={form.control} task={task} />
      </SimpleGrid>
      <TaskDescriptionField control={form.control} minRows={4} maxRows={14} />
    </FormShell>
  );
}

interface ActionsProps {
  control: Control<TaskDetailFormValues, unknown, UpdateTaskBody>;
  initial: TaskDetailFormValues;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel goes back to the task as stored; Update waits for a valid form that changes something. */
function TaskDetailFormActions({ control, initial, pending, onCancel }: ActionsProps) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as TaskDetailFormValues;
  // Judged from the values alone: a refusal from the server (a Completed task with no comment)
  // must not lock Update, so that the same choice can be tried again once a comment exists.
  const valid = taskDetailSchema.safeParse(values).success;
  const changed = differsFromTask(values, initial);

  return (
    <Group justify="flex-end" gap="sm">
      <Button variant="default" onClick={onCancel} disabled={pending}>
        {t('Cancel')}
      </Button>
      <SubmitButton loading={pending} disabled={!valid || !changed}>
        {t('Update')}
      </SubmitButton>
    </Group>
  );
}
