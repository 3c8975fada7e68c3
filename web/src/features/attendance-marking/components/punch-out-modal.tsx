import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_MESSAGES } from '../../../../../shared/rules/attendance.ts';
import { usePunchOut } from '../api/punch-out.ts';
import { useCloseAfterSuccess } from '../use-close-after-success.ts';
import { useCurrentPosition } from '../use-current-position.ts';
import { PositionSummary } from './position-summary.tsx';
import { SaveResultAlert } from './save-result-alert.tsx';

interface PunchOutModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Punch out (spec 000 §4): the current position and place, then the punch out itself. */
export function PunchOutModal({ opened, onClose }: PunchOutModalProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t('Punch out')}
      centered
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {opened && <PunchOutBody onClose={onClose} />}
    </Modal>
  );
}

function PunchOutBody({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const location = useCurrentPosition();
  const punchOut = usePunchOut();
  const [error, setError] = useState<unknown>(null);
  const closer = useCloseAfterSuccess(onClose);
  const position = location.status === 'found' ? location.position : null;

  const confirm = () => {
    if (!position || punchOut.isPending) return;
    setError(null);
    punchOut.mutate(position, { onSuccess: closer.markSucceeded, onError: setError });
  };

  return (
    <Stack gap="md">
      <Text>{t('Your day ends now, at your current location.')}</Text>
      <PositionSummary state={location} onRetry={location.retry} />
      <SaveResultAlert success={closer.succeeded ? ATTENDANCE_MESSAGES.punchedOut : null} error={error} />
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={onClose} disabled={punchOut.isPending} data-autofocus>
          {closer.succeeded ? t('Close') : t('Cancel')}
        </Button>
        <Button onClick={confirm} disabled={!position || closer.succeeded} loading={punchOut.isPending}>
          {t('Punch out')}
        </Button>
      </Group>
    </Stack>
  );
}
