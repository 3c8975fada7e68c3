import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, e.g. 'You want to delete task …?'. */
  message: ReactNode;
  /** The confirming button: 'Yes, delete', 'Yes, remove'. */
  confirmLabel: string;
  /** Whether the action destroys something (the default): its button is then red, else the theme's. */
  destructive?: boolean;
  /** Why the last try failed, shown in the dialog; null when it did not. */
  error?: string | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * An action's confirmation (spec 000 §8, spec 001 §2.7, §6): the question, 'No, cancel' (focused
 * first) and the confirming button, red for a destructive action. It cannot be closed while the
 * action runs.
 */
export function ConfirmDialog({
  opened,
  title,
  message,
  confirmLabel,
  destructive = true,
  error = null,
  pending,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="md">
        <Text>{message}</Text>
        {error && (
          <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t('No, cancel')}
          </Button>
          <Button color={destructive ? 'red' : undefined} onClick={onConfirm} loading={pending}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
