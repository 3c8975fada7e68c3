import { Alert } from '@mantine/core';
import { IconCircleCheck, IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TimedAlertValue } from '../lib/use-timed-alert.ts';

interface AlertMessageProps {
  alert: TimedAlertValue | null;
  onClose: () => void;
}

/** The red (or green) alert of a form; the message is English and translated here. */
export function AlertMessage({ alert, onClose }: AlertMessageProps) {
  const { t } = useTranslation();
  if (!alert) return null;
  const Icon = alert.color === 'green' ? IconCircleCheck : IconAlertCircle;
  return (
    <Alert
      role="alert"
      color={alert.color}
      title={alert.title ? t(alert.title) : undefined}
      icon={<Icon aria-hidden />}
      withCloseButton
      closeButtonLabel={t('Close')}
      onClose={onClose}
    >
      {t(alert.message)}
    </Alert>
  );
}
