import { Button, Group, Stack } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_MESSAGES } from '../../../../../shared/rules/attendance.ts';
import { BELOW_SM_QUERY } from '../../../lib/theme.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { FormModal } from '../../../components/form-modal.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useCheckIn } from '../api/check-in.ts';
import { useCloseAfterSuccess } from '../use-close-after-success.ts';
import { useCurrentPosition } from '../use-current-position.ts';
import { CameraCapture, type CapturedPhoto } from './camera-capture.tsx';
import { PositionSummary } from './position-summary.tsx';
import { SaveResultAlert } from './save-result-alert.tsx';

interface MarkAttendanceModalProps {
  opened: boolean;
  onClose: () => void;
}

/** Mark attendance (spec 000 §2): a photo from the camera and the current location; full screen on phones. */
export function MarkAttendanceModal({ opened, onClose }: MarkAttendanceModalProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(BELOW_SM_QUERY) ?? false;
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={t('Mark attendance')}
      size={520}
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': t('Close') }}
    >
      {/* Mounted only while open: each opening starts the camera and asks for the position afresh,
          and closing stops the camera. */}
      {opened && <MarkAttendanceForm onClose={onClose} />}
    </FormModal>
  );
}

function MarkAttendanceForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const location = useCurrentPosition();
  const [photo, setPhoto] = useState<CapturedPhoto | null>(null);
  const [error, setError] = useState<unknown>(null);
  const checkIn = useCheckIn();
  const closer = useCloseAfterSuccess(onClose);
  const position = location.status === 'found' ? location.position : null;

  // useFormSubmit locks the form from the first click, so a double click sends one check-in.
  const submit = useFormSubmit(
    () => Promise.resolve(photo && position ? { photo: photo.blob, position } : null),
    {
      send: (values) => checkIn.mutateAsync({ photo: values.photo, position: values.position }),
      onSuccess: () => {
        setError(null);
        closer.markSucceeded();
      },
      onError: setError,
    },
  );

  // A photo taken and not saved yet is asked about before it is thrown away.
  useUnsavedChanges(photo !== null && !submit.submitting && !closer.succeeded);

  const choosePhoto = (next: CapturedPhoto | null) => {
    setPhoto(next);
    setError(null);
  };

  return (
    <form onSubmit={(event) => void submit.onSubmit(event)} noValidate>
      <Stack gap="md">
        <CameraCapture photo={photo} onPhoto={choosePhoto} disabled={submit.submitting} />
        <PositionSummary state={location} onRetry={location.retry} />
        <SaveResultAlert success={closer.succeeded ? ATTENDANCE_MESSAGES.marked : null} error={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={checkIn.isPending}>
            {closer.succeeded ? t('Close') : t('Cancel')}
          </Button>
          <Button
            type="submit"
            disabled={!photo || !position || closer.succeeded}
            loading={checkIn.isPending}
          >
            {t('Save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
