import { Paper, Skeleton, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** One titled block of the user form (Personal details, Employee details, Permissions). */
export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Title order={2} size="h4" mb="md">
        {title}
      </Title>
      {children}
    </Paper>
  );
}

export function UserFormSkeleton() {
  const { t } = useTranslation();
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-label={t('Loading…')}>
      {[260, 300, 120].map((height) => (
        <Skeleton key={height} height={height} radius="md" />
      ))}
    </Stack>
  );
}
