import { Alert, List } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiError } from '../../../lib/api-client.ts';

interface SaveResultAlertProps {
  /** The English confirmation once saved, else null. */
  success: string | null;
  /** Why the last save failed, else null. */
  error: unknown;
}

/**
 * The outcome of a check-in or a punch-out, inside its modal: the confirmation, or the server's
 * refusal in full (the distance to the nearest work site, say) with its field details.
 */
export function SaveResultAlert({ success, error }: SaveResultAlertProps) {
  const { t } = useTranslation();
  if (success) {
    return (
      <Alert role="status" color="green" icon={<IconCircleCheck aria-hidden />}>
        {t(success)}
      </Alert>
    );
  }
  if (!error) return null;
  const message = t(errorMessage(error));
  const details = isApiError(error)
    ? error.details.map((detail) => t(detail.message)).filter((text) => text !== message)
    : [];
  return (
    <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
      {message}
      {details.length > 0 && (
        <List size="sm" mt={4}>
          {details.map((text) => (
            <List.Item key={text}>{text}</List.Item>
          ))}
        </List>
      )}
    </Alert>
  );
}
