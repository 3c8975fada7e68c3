import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface CycleSelectProps {
  cycles: { id: number; name: string }[];
  value: number | null;
  onChange: (id: number) => void;
}

/** The appraisal cycle a screen shows (newest first). */
export function CycleSelect({ cycles, value, onChange }: CycleSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('Appraisal cycle')}
      data={cycles.map((c) => ({ value: String(c.id), label: c.name }))}
      value={value === null ? null : String(value)}
      onChange={(next) => next && onChange(Number(next))}
      allowDeselect={false}
      w={{ base: '100%', sm: 260 }}
    />
  );
}
