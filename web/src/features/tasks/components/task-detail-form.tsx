import { Alert, Button, Group, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TASK_MESSAGES } from '../../../../../shared/rules/tasks.ts';
import {
  updateTaskBodySchema,
  type Task,
  type TaskFormOptions,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useUpdateTask } from '../api/update-task.ts';
import {
  assigneeChoices,
  differsFromTask,
  statusChoices,
  taskDetailResolver,
  toUpdateBody,
  valuesFromTask,
  type TaskDetailFormValues,
} from './task-detail-form-values.ts';
import { TaskDescriptionField, TaskDueDateField, TaskNameField } from './task-form-fields.tsx';

// Mantine's Select needs a string for "nobody".
const UNASSIGNED = 'unassigned';

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
  const errorText = useFieldErrorText();
  const [initial] = useState(() => valuesFromTask(task));
  const form = useForm<TaskDetailFormValues>({
    resolver: taskDetailResolver,
    mode: 'onTouched',
    defaultValues: initial,
  });
  const update = useUpdateTask(task.id);

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values) => update.mutateAsync(toUpdateBody(values)),
    onSuccess: () => {
      notifications.show({
        color: 'green',
        title: t('Updated'),
        message: t('Task has been updated successfully.'),
      });
      onSaved();
    },
    onError: (error) => {
      // 422 details land on their fields; anything else is a notification.
      const message = applyApiError(error, form);
      if (message) notifications.show({ color: 'red', title: t('Error'), message: t(message) });
    },
  });

  const people = assigneeChoices(task, options);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label={t('Edit task')}>
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TaskNameField control={form.control} />
          <TextInput label={t('Task ID')} value={task.number} readOnly variant="filled" />
          <TextInput label={t('Project')} value={task.project.name} readOnly variant="filled" />
          <TextInput label={t('Assigned by')} value={task.assignedBy.fullName} readOnly variant="filled" />
          <Controller
            name="assignedToId"
            control={form.control}
            render={({ field, fieldState, formState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                onBlur={field.onBlur}
                value={field.value ?? UNASSIGNED}
                onChange={(value) => field.onChange(value === UNASSIGNED || !value ? null : value)}
                label={t('Assigned to')}
                searchable
                allowDeselect={false}
                nothingFoundMessage={t('No data found!')}
                description={optionsLoading ? t('Loading…') : undefined}
                data={[
                  { value: UNASSIGNED, label: t('Unassigned') },
                  ...people.map((person) => ({ value: person.id, label: person.fullName })),
                ]}
                error={errorText(fieldState, formState)}
              />
            )}
          />
          <TaskDueDateField control={form.control} today={options?.today} maxDueDate={options?.maxDueDate} />
          <StatusField control={form.control} task={task} />
        </SimpleGrid>
        <TaskDescriptionField control={form.control} minRows={4} maxRows={14} />
        <TaskDetailFormActions
          control={form.control}
          initial={initial}
          pending={submitting}
          onCancel={onCancel}
        />
      </Stack>
    </form>
  );
}

/**
 * The status select. Completing a task the server refuses for want of a Timeline comment is a
 * warning, not a mistake in the form: it shows as a yellow alert under the select.
 */
function StatusField({ control, task }: { control: Control<TaskDetailFormValues>; task: Task }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  return (
    <Controller
      name="status"
      control={control}
      render={({ field, fieldState, formState }) => {
        const needsComment = fieldState.error?.message === TASK_MESSAGES.completeNeedsComment;
        return (
          <Stack gap={6}>
            <Select
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              onChange={(value) => value && field.onChange(value)}
              label={t('Status')}
              withAsterisk
              allowDeselect={false}
              data={statusChoices(task).map((status) => ({ value: status, label: t(status) }))}
              error={needsComment ? undefined : errorText(fieldState, formState)}
              aria-invalid={needsComment || undefined}
            />
            {needsComment && (
              <Alert
                role="alert"
                color="yellow"
                variant="light"
                icon={<IconAlertTriangle aria-hidden />}
                p="xs"
              >
                {t(TASK_MESSAGES.completeNeedsComment)}
              </Alert>
            )}
          </Stack>
        );
      }}
    />
  );
}

interface ActionsProps {
  control: Control<TaskDetailFormValues>;
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
  const valid = updateTaskBodySchema.safeParse(values).success;
  const changed = differsFromTask(values, initial);
  useUnsavedChanges(changed && !pending);

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
