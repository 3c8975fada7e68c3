import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconHourglassEmpty } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Stands in for a page that a later issue builds: says so plainly and shows no made-up content. */
export function ComingSoonPanel() {
  const { t } = useTranslation();
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconHourglassEmpty size={26} />
        </ThemeIcon>
        <Text fw={600}>{t('This page is coming soon.')}</Text>
        <Text c="dimmed" size="sm">
          {t('It will be available in a later version of Orgdesk.')}
        </Text>
      </Stack>
    </Paper>
  );
}
