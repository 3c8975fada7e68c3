import { Skeleton, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** A list's place while its first page loads: a heading bar and `rows` row bars. */
export function ListSkeleton({ rows = 8 }: { rows?: number }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('Loading…')}>
      <Skeleton height={36} />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} height={28} />
      ))}
    </Stack>
  );
}
