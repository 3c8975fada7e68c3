import type { RepeatValues } from './task-repeat-values.ts';
import { SimpleGrid } from '@mantine/core';
import { useEffect } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CreateTaskBody, TaskFormOptions } from '../../../../../shared/schemas/tasks.schema.ts';
import { SelectField } from '../../../components/form/choice-fields.tsx';

/** The form as typed: the selects and the date start empty. */
export interface AddTaskValues {
  name: string;
  /** The chosen project's id as the select holds it (a string), null before one is chosen. */
  projectId: string | null;
  /** null: nobody yet (the task is Unassigned). */
  assignedToId: string | null;
  /** An ISO day, or '' before one is chosen. */
  dueDate: string;
  description: string;
  /** Whether and how it repeats (issue 31). */
  repeat: RepeatValues;
}

/** The project, then who of its people the task goes to (nobody: Unassigned). */
export function AddTaskProjectFields({
  form,
  projects,
}: {
  form: UseFormReturn<AddTaskValues, unknown, CreateTaskBody>;
  projects: TaskFormOptions['projects'];
}) {
  const { t } = useTranslation();
  const projectId = useWatch({ control: form.control, name: 'projectId' });
  const project = projects.find((item) => String(item.id) === projectId);
  const people = project?.users ?? [];

  // The assignee must be one of the chosen project's people: a new project clears the choice.
  useEffect(() => {
    const subscription = form.watch((_values, { name }) => {
      if (name === 'projectId') form.setValue('assignedToId', null, { shouldDirty: true });
    });
    return () => subscription.unsubscribe();
  }, [form]);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <SelectField
        control={form.control}
        name="projectId"
        label={t('Project')}
        placeholder={t('Choose a project')}
        withAsterisk
        searchable
        data={projects.map((item) => ({ value: String(item.id), label: item.name }))}
      />
      <SelectField
        control={form.control}
        name="assignedToId"
        label={t('Assigned to')}
        placeholder={project ? t('Unassigned') : t('Choose a project first')}
        description={project && people.length === 0 ? t('This project has no users yet.') : undefined}
        disabled={people.length === 0}
        searchable
        clearable
        clearButtonProps={{ 'aria-label': t('Clear assignee') }}
        data={people.map((person) => ({ value: person.id, label: person.fullName }))}
      />
    </SimpleGrid>
  );
}
