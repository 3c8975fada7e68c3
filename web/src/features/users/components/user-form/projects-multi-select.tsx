import { Button, MultiSelect, Pill } from '@mantine/core';
import { useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';

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

/** Keeps a click on the toggle from opening the options underneath it. */
function toggleHandler(action: () => void) {
  return {
    onMouseDown: (event: MouseEvent) => {
      event.preventDefault();
      event.stopPropagation();
    },
    onClick: (event: MouseEvent) => {
      event.stopPropagation();
      action();
    },
  };
}

/** The projects of the add/edit form: two chosen projects show, the rest behind "+N more". */
export function ProjectsMultiSelect({ value, ...props }: ProjectsMultiSelectProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const hidden = value.length - COLLAPSED_COUNT;

  return (
    <MultiSelect<number>
      {...props}
      value={value}
      withAsterisk
      searchable
      nothingFoundMessage={t('No data found!')}
      renderPill={({ option, value: item, onRemove, disabled }) => {
        const index = value.indexOf(item as number);
        if (!expanded && index >= COLLAPSED_COUNT) {
          if (index > COLLAPSED_COUNT) return null;
          return (
            <Button
              size="compact-xs"
              variant="light"
              aria-expanded={false}
              {...toggleHandler(() => setExpanded(true))}
            >
              {t('+{{number}} more', { number: hidden })}
            </Button>
          );
        }
        const pill = (
          <Pill
            withRemoveButton={!disabled}
            onRemove={onRemove}
            disabled={disabled}
            removeButtonProps={{ 'aria-label': t('Remove {{name}}', { name: option?.label ?? '' }) }}
          >
            {option?.label ?? item}
          </Pill>
        );
        if (!expanded || hidden <= 0 || index !== value.length - 1) return pill;
        return (
          <>
            {pill}
            <Button
              size="compact-xs"
              variant="subtle"
              aria-expanded
              {...toggleHandler(() => setExpanded(false))}
            >
              {t('Show less')}
            </Button>
          </>
        );
      }}
    />
  );
}
