import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMemo, useState } from 'react';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Task, TaskFormOptions, UpdateTaskBody } from '../../../../../shared/schemas/tasks.schema.ts';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { RadioGroupField } from '../../../components/form/choice-group-fields.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useUpdateTask } from '../api/update-task.ts';
import {
  assigneeChoices,
  differsFromTask,
  repeatsOn,
  taskDetailSchema,
  UNASSIGNED,
  valuesFromTask,
  type TaskDetailFormValues,
} from './task-detail-form-values.ts';
import { TaskDescriptionField, TaskDueDateField, TaskNameField } from './task-form-fields.tsx';
import { TaskRepeatFields } from './task-repeat-fields.tsx';
import { TaskStatusField } from './task-status-field.tsx';

interface TaskDetailFormProps {
  task: Task;
  /** The caller's projects with their users and the due-date range; undefined while loading. */
  options: TaskFormOptions | undefined;
  optionsLoading: boolean;
  onCancel: () => void;
  onSaved: () => void;
}

/**
 * Edit task (spec 000 §2, §4, §5): the form, then Cancel and Update; for a repeating task, whether
 * the change is this task's alone or the following ones' too, and then how it repeats (issue 31).
 */
export function TaskDetailForm({ task, options, optionsLoading, onCancel, onSaved }: TaskDetailFormProps) {
  const { t } = useTranslation();
  const [initial] = useState(() => valuesFromTask(task));
  const schema = useMemo(() => taskDetailSchema(initial), [initial]);
  const form = useSchemaForm<TaskDetailFormValues, UpdateTaskBody>(schema, initial);
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
          schema={schema}
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
      {repeatsOn(task) && <TaskSeriesFields control={form.control} />}
    </FormShell>
  );
}

type FormControl = Control<TaskDetailFormValues, unknown, UpdateTaskBody>;

/**
 * A repeating task: the change is this task's, or also the following ones' (those not done yet and
 * those to come), whose repeat can then change too, counted from this task's due date.
 */
function TaskSeriesFields({ control }: { control: FormControl }) {
  const { t } = useTranslation();
  const applyTo = useWatch({ control, name: 'applyTo' });
  return (
    <>
      <RadioGroupField
        control={control}
        name="applyTo"
        label={t('Apply the changes to')}
        data={[
          { value: 'task', label: t('This task') },
          { value: 'following', label: t('This and the following tasks') },
        ]}
      />
      {applyTo === 'following' && <TaskRepeatFields control={control} editing />}
    </>
  );
}

interface ActionsProps {
  control: FormControl;
  schema: ReturnType<typeof taskDetailSchema>;
  initial: TaskDetailFormValues;
  pending: boolean;
  onCancel: () => void;
}

/** Cancel goes back to the task as stored; Update waits for a valid form that changes something. */
function TaskDetailFormActions({ control, schema, initial, pending, onCancel }: ActionsProps) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as TaskDetailFormValues;
  // Judged from the values alone: a refusal from the server (a Completed task with no comment)
  // must not lock Update, so that the same choice can be tried again once a comment exists.
  const valid = schema.safeParse(values).success;
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
