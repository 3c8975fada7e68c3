import { Box, Loader } from '@mantine/core';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PROJECT_NAME_MAX_LENGTH } from '../../../../../../shared/schemas/projects.schema.ts';
import { TextField } from '../../../../components/form/text-fields.tsx';
import type { ProjectFormValues } from './project-form-values.ts';
import type { NameCheck } from './use-name-check.ts';

/**
 * The project name: once left, it is checked against the other projects' names; a taken name
 * shows under the field (and blocks Save) until it is changed.
 */
export function ProjectNameField({
  form,
  nameCheck,
  storedName,
}: {
  form: UseFormReturn<ProjectFormValues, unknown, ProjectFormValues>;
  nameCheck: NameCheck;
  /** The stored name of the project being edited (its own, not a duplicate); undefined when adding. */
  storedName: string | undefined;
}) {
  const { t } = useTranslation();
  const name = useWatch({ control: form.control, name: 'name' });
  const taken = nameCheck.takenMessage(name);
  return (
    // Leaving the input is heard here, after the field's own blur (blur events bubble in React).
    <Box
      onBlur={() => {
        const value = form.getValues('name');
        if (storedName === undefined || value.trim() !== storedName) nameCheck.run(value);
      }}
    >
      <TextField
        control={form.control}
        name="name"
        label={t('Project name')}
        withAsterisk
        maxLength={PROJECT_NAME_MAX_LENGTH}
        autoComplete="off"
        data-autofocus
        rightSection={nameCheck.checking ? <Loader size={16} aria-label={t('Checking…')} /> : null}
        error={taken ? t(taken) : undefined}
      />
    </Box>
  );
}
