import { Button, Group, Stack } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ATTENDANCE_MESSAGES } from '../../../../../shared/rules/attendance.ts';
import { positionBodySchema } from '../../../../../shared/schemas/attendance.schema.ts';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useCheckIn } from '../api/check-in.ts';
import { useCloseAfterSuccess } from '../use-close-after-success.ts';
import { useCurrentPosition, type CurrentPosition } from '../use-current-position.ts';
import { CameraCapture, type CapturedPhoto } from './camera-capture.tsx';
import { PositionSummary } from './position-summary.tsx';
import { SaveResultAlert } from './save-result-alert.tsx';

/** What a check-in holds: the photo taken and where the device is (both read, never typed). */
interface MarkValues {
  photo: CapturedPhoto | null;
  position: CurrentPosition | null;
}

// The position is checked as the server checks it; the photo must have been taken.
const markSchema = z.object({
  photo: z.custom<CapturedPhoto>((photo) => photo !== null),
  position: positionBodySchema,
}) as unknown as z.ZodType<{ photo: CapturedPhoto; position: CurrentPosition }>;

/** The check-in: the camera, the position read, the outcome, then Cancel (Close) and Save. */
export function MarkAttendanceForm({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const location = useCurrentPosition();
  const form = useSchemaForm<MarkValues, { photo: CapturedPhoto; position: CurrentPosition }>(markSchema, {
    photo: null,
    position: null,
  });
  const [photo, position] = useWatch({ control: form.control, name: ['photo', 'position'] });
  // Why the last save failed: the server's refusal in full, with its details.
  const [error, setError] = useState<unknown>(null);
  const checkIn = useCheckIn();
  const closer = useCloseAfterSuccess(onClose);
  const found = location.status === 'found' ? location.position : null;

  useEffect(() => {
    form.setValue('position', found);
  }, [form, found]);

  // useFormSubmit locks the form from the first click, so a double click sends one check-in.
  const submit = useFormSubmit(form, {
    send: (values) => checkIn.mutateAsync({ photo: values.photo.blob, position: values.position }),
    onSuccess: () => {
      setError(null);
      closer.markSucceeded();
    },
    onError: setError,
  });

  // A photo taken and not saved yet is asked about before it is thrown away.
  useUnsavedChanges(photo !== null && !submit.submitting && !closer.succeeded);

  const choosePhoto = (next: CapturedPhoto | null) => {
    form.setValue('photo', next);
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
