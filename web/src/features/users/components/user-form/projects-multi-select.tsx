import { MultiSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCollapsedPills } from '../../../../components/collapsed-pills.tsx';

/** How many chosen projects show while the selector is collapsed (spec 001 §2.4). */
const COLLAPSED_COUNT = 2;

interface ProjectsMultiSelectProps {
  data: { value: number; label: string }[];
  value: number[];
  onChange: (value: number[]) => void;
  onBlur: () => void;
  label: string;
  error?: string | undefined;
  disabled?: boolean;
  description?: string | undefined;
  placeholder?: string | undefined;
}

/** The projects of the add/edit form: two chosen projects show, the rest behind "+N more". */
export function ProjectsMultiSelect({ value, ...props }: ProjectsMultiSelectProps) {
  const { t } = useTranslation();
  const renderPill = useCollapsedPills(value, COLLAPSED_COUNT);

  return (
    <MultiSelect<number>
      {...props}
      value={value}
      withAsterisk
      // Its hint goes under the box, so that the box lines up with Role's beside it.
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      searchable
      nothingFoundMessage={t('No data found!')}
      renderPill={renderPill}
    />
  );
}
