import { Alert, Button, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../lib/api-client.ts';

interface ProjectsErrorAlertProps {
  error: unknown;
  onRetry?: () => void;
}

/** The red alert of the projects pages: the server's message, or 'Something went wrong!' (spec 001 §8). */
export function ProjectsErrorAlert({ error, onRetry }: ProjectsErrorAlertProps) {
  const { t } = useTranslation();
  const message = isApiError(error) && error.message ? error.message : 'Something went wrong!';
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      <Stack gap="sm" align="flex-start">
        {t(message)}
        {onRetry && (
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('Try again')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
}
