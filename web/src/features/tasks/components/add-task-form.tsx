import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Select, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  createTaskBodySchema,
  type CreateTaskBody,
  type TaskFormOptions,
} from '../../../../../shared/schemas/tasks.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useCreateTask } from '../api/create-task.ts';
import { TaskDescriptionField, TaskDueDateField, TaskNameField } from './task-form-fields.tsx';

/** The form as typed: the selects and the date start empty. */
interface AddTaskValues {
  name: string;
  projectId: number | null;
  /** null: nobody yet (the task is Unassigned). */
  assignedToId: string | null;
  /** An ISO day, or '' before one is chosen. */
  dueDate: string;
  description: string;
}

const EMPTY: AddTaskValues = { name: '', projectId: null, assignedToId: null, dueDate: '', description: '' };

// The shared schema checks what the server checks; empty selects fail it with the spec's messages.
const resolver = zodResolver(createTaskBodySchema) as unknown as Resolver<
  AddTaskValues,
  unknown,
  CreateTaskBody
>;

interface AddTaskFormProps {
  options: TaskFormOptions;
  onClose: () => void;
}

/** Add task (spec 000 §5): name, project, assignee of that project, due date and description. */
export function AddTaskForm({ options, onClose }: AddTaskFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const create = useCreateTask();
  const form = useForm<AddTaskValues, unknown, CreateTaskBody>({
    resolver,
    mode: 'onTouched',
    defaultValues: EMPTY,
  });
  const { isDirty, isValid } = form.formState;
  const projectId = useWatch({ control: form.control, name: 'projectId' });
  const project = options.projects.find((item) => item.id === projectId);
  const people = project?.users ?? [];

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (body, idempotencyKey) => create.mutateAsync({ body, idempotencyKey }),
    onSuccess: (task) => {
      notifications.show({
        color: 'green',
        title: t('Saved'),
        message: t('Task {{name}} has been created.', { name: task.name }),
      });
      onClose();
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) notifications.show({ color: 'red', title: t('Error'), message: t(message) });
    },
  });

  useUnsavedChanges(isDirty && !submitting);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <TaskNameField control={form.control} autoFocus />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Controller
            name="projectId"
            control={form.control}
            render={({ field, fieldState, formState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('Project')}
                placeholder={t('Choose a project')}
                withAsterisk
                searchable
                data={options.projects.map((item) => ({ value: String(item.id), label: item.name }))}
                value={field.value === null ? null : String(field.value)}
                onChange={(value) => {
                  field.onChange(value === null ? null : Number(value));
                  // The assignee must be one of the chosen project's people.
                  form.setValue('assignedToId', null, { shouldDirty: true });
                }}
                onBlur={field.onBlur}
                nothingFoundMessage={t('No data found!')}
                error={errorText(fieldState, formState)}
              />
            )}
          />
          <Controller
            name="assignedToId"
            control={form.control}
            render={({ field, fieldState, formState }) => (
              <Select
                ref={field.ref}
                name={field.name}
                label={t('Assigned to')}
                placeholder={project ? t('Unassigned') : t('Choose a project first')}
                description={project && people.length === 0 ? t('This project has no users yet.') : undefined}
                disabled={people.length === 0}
                searchable
                clearable
                clearButtonProps={{ 'aria-label': t('Clear assignee') }}
                data={people.map((person) => ({ value: person.id, label: person.fullName }))}
                value={field.value}
                onChange={field.onChange}
                onBlur={field.onBlur}
                nothingFoundMessage={t('No data found!')}
                error={errorText(fieldState, formState)}
              />
            )}
          />
        </SimpleGrid>
        <TaskDueDateField control={form.control} today={options.today} maxDueDate={options.maxDueDate} />
        <TaskDescriptionField control={form.control} minRows={3} maxRows={8} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={!isDirty || submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={!isValid || submitting}>
            {t('Save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
