import { Badge, Button } from '@mantine/core';
import { IconFilter } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

interface FilterToggleButtonProps {
  open: boolean;
  /** How many filters are set: shown as a badge. */
  count: number;
  /** The id of the filter row it opens. */
  controls: string;
  onToggle: () => void;
}

/** The Filters button of a list's toolbar: opens and closes its filter row, with a count of the filters set. */
export function FilterToggleButton({ open, count, controls, onToggle }: FilterToggleButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      variant={open ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle aria-label={t('{{number}} active filters', { number: count })}>
            {count}
          </Badge>
        ) : null
      }
      aria-expanded={open}
      aria-controls={open ? controls : undefined}
      onClick={onToggle}
    >
      {t('Filters')}
    </Button>
  );
}
