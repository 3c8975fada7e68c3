import type { Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MultiSelectField } from '../../../../components/form/choice-fields.tsx';
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
  return (
    <MultiSelectField
      {...props}
      control={control}
      name="projectIds"
      pillsShown={COLLAPSED_COUNT}
      withAsterisk
      // Its hint goes under the box, so that the box lines up with Role's beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      searchable
      nothingFoundMessage={t('No data found!')}
    />
  );
}
