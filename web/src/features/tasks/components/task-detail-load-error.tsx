import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';

/** What a failed load says (spec 000 §8): the server's message, else 'Something went wrong !'. */
export function loadErrorMessage(error: unknown): string {
  // A 5xx or unreadable answer carries no message of the server's own.
  if (!isApiError(error) || error.code === 'server_error' || error.code === 'unknown_error')
    return 'Something went wrong !';
  return error.message;
}

/** The red alert of a page whose data failed to load, with a retry. */
export function LoadErrorAlert({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {t(loadErrorMessage(error))}
        <Button size="xs" variant="white" color="red" onClick={onRetry}>
          {t('Try again')}
        </Button>
      </Stack>
    </Alert>
  );
}
