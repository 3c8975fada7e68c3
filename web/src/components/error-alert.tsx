import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../lib/api-client.ts';

interface ErrorAlertProps {
  error: unknown;
  onRetry?: () => void;
}

/**
 * Whether asking again can help: when no answer came (offline, a timeout) or the server failed,
 * not when it answered no (a person or task that does not exist, a missing permission).
 */
export function isRetryable(error: unknown): boolean {
  return !isApiError(error) || error.status === 0 || error.status >= 500;
}

/**
 * The red alert of something that failed to load, on every screen (spec 000 §8, spec 001 §8): the
 * server's message, else 'Something went wrong !', and 'Try again' only where it can help.
 */
export function ErrorAlert({ error, onRetry }: ErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {t(errorMessage(error))}
        {onRetry && isRetryable(error) && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('Try again')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
