import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LEGEND_CATEGORIES } from '../grid-format.ts';
import { CategoryDot } from './grid-cell-marker.tsx';

/** What each colour of the grid means. */
export function AttendanceGridLegend() {
  const { t } = useTranslation();
  return (
    <Group component="ul" aria-label={t('Legend')} gap="md" mt="sm" p={0} style={{ listStyle: 'none' }}>
      {LEGEND_CATEGORIES.map((category) => (
        <Group key={category.code} component="li" gap={6} wrap="nowrap">
          <CategoryDot category={category.code} />
          <Text size="xs">{t(category.label)}</Text>
        </Group>
      ))}
    </Group>
  );
}
