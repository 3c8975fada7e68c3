import { Alert, Button, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertCircle, IconClipboardList } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/api-client.ts';

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

/**
 * A list that failed to load (spec 000 §8): a red alert with the server's message, else the
 * spec's 'Something went wrong !' (as the task detail page says it).
 */
export function TaskListError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const message = errorMessage(error);
  // Asking again helps when no answer came or the server failed, not when it said no.
  const retryable = !isApiError(error) || error.status === 0 || error.status >= 500;
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {t(message === GENERIC_ERROR_MESSAGE ? 'Something went wrong !' : message)}
        {retryable && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('Try again')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
