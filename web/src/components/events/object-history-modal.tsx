import { Group, Modal, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AuditLogLink, ObjectHistoryEntries, type HistorySubject } from './object-history.tsx';

interface ObjectHistoryModalProps {
  /** The object whose history shows; null: closed. */
  target: (HistorySubject & { title: string }) | null;
  onClose: () => void;
}

/** An object's History from a list row (a leave, a letter request), in a dialog. */
export function ObjectHistoryModal({ target, onClose }: ObjectHistoryModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={target !== null}
      onClose={onClose}
      title={target?.title}
      size="lg"
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {target && (
        <Stack gap="md">
          <Group justify="flex-end">
            <AuditLogLink subject={target.subject} />
          </Group>
          <ObjectHistoryEntries path={target.path} />
        </Stack>
      )}
    </Modal>
  );
}
