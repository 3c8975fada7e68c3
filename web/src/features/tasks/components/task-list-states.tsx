import { Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** An empty list, in the spec's words (spec 000 §2): filtered lists found nothing, others have nothing yet. */
export function TaskListEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation();
  const text = filtered ? 'No data found!' : 'Get started by creating a new task.';
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack align="center" gap="xs" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden>
          <IconClipboardList size={26} />
        </ThemeIcon>
        <Text fw={600} role="status">
          {t(text)}
        </Text>
      </Stack>
    </Paper>
  );
}
