import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../lib/api-client.ts';

interface ErrorAlertProps {
  error: unknown;
  onRetry?: () => void;
}

/** A red alert for something that failed to load, with a retry when one makes sense. */
export function ErrorAlert({ error, onRetry }: ErrorAlertProps) {
  const { t } = useTranslation();
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {t(errorMessage(error))}
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('Try again')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
