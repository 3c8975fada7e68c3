import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { truncateLabel } from '../task-list-format.ts';

/** Confirmation texts cut task names at 15 characters (spec 000 §9). */
export const CONFIRMATION_NAME_LENGTH = 15;

interface TaskDetailDeleteModalProps {
  opened: boolean;
  taskName: string;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** 'Are you sure?' before a task is deleted (spec 000 §8). */
export function TaskDetailDeleteModal({
  opened,
  taskName,
  pending,
  onConfirm,
  onClose,
}: TaskDetailDeleteModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={pending ? () => undefined : onClose}
      title={t('Are you sure?')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      <Stack gap="lg">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle
            size={24}
            color="var(--mantine-color-orange-6)"
            aria-hidden
            style={{ flexShrink: 0 }}
          />
          <Text>
            {t('You want to delete task {{name}}?', {
              name: truncateLabel(taskName, CONFIRMATION_NAME_LENGTH),
            })}
          </Text>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending} data-autofocus>
            {t('No, cancel')}
          </Button>
          <Button color="red" onClick={onConfirm} loading={pending}>
            {t('Yes, delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
