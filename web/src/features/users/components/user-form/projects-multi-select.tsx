import { MultiSelect } from '@mantine/core';
import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCollapsedPills } from '../../../../components/collapsed-pills.tsx';
import { useKitField } from '../../../../components/form/field.ts';
import type { UserFormBody, UserFormValues } from './user-form-values.ts';

/** How many chosen projects show while the selector is collapsed (spec 001 §2.4). */
const COLLAPSED_COUNT = 2;

interface ProjectsMultiSelectProps {
  control: Control<UserFormValues, unknown, UserFormBody>;
  data: { value: number; label: string }[];
  label: string;
  disabled?: boolean;
  description?: string | undefined;
  placeholder?: string | undefined;
}

/** The projects of the add/edit form: two chosen projects show, the rest behind "+N more". */
export function ProjectsMultiSelect({ control, ...props }: ProjectsMultiSelectProps) {
  const { t } = useTranslation();
  const { inputRef, field, error } = useKitField({ control, name: 'projectIds' });
  const renderPill = useCollapsedPills(field.value, COLLAPSED_COUNT);

  return (
    <MultiSelect<number>
      {...props}
      ref={inputRef}
      name={field.name}
      value={field.value}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={error}
      withAsterisk
      // Its hint goes under the box, so that the box lines up with Role's beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      searchable
      nothingFoundMessage={t('No data found!')}
      renderPill={renderPill}
    />
  );
}
