import { Alert, Box, Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconRefresh } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_FLASH_MS,
  ATTENDANCE_MESSAGES,
  ATTENDANCE_PHOTO_HEIGHT,
  ATTENDANCE_PHOTO_WIDTH,
} from '../../../../../shared/rules/attendance.ts';
import { captureFrame, useCamera, type CameraFailure } from '../use-camera.ts';

/** The English title and text of each reason the camera shows nothing. */
export const CAMERA_FAILURE_TEXT: Record<CameraFailure, { title?: string; message: string }> = {
  // Spec 000 §5 Attendance, word for word.
  noCamera: { message: ATTENDANCE_MESSAGES.noCamera },
  denied: {
    title: 'Camera permission denied',
    message: 'Please allow your camera for Marking attendance.',
  },
  failed: { message: 'The camera could not be started. Close other apps that use it, then try again.' },
};

export interface CapturedPhoto {
  blob: Blob;
  /** An object URL of the blob, to show it; released when the photo is replaced or goes. */
  url: string;
}

interface CameraCaptureProps {
  photo: CapturedPhoto | null;
  onPhoto: (photo: CapturedPhoto | null) => void;
  /** Capture and Retake are off once the photo is sent. */
  disabled: boolean;
}

/**
 * The live camera preview (460 × 340, spec 000 §2), Capture with its white flash of
 * ATTENDANCE_FLASH_MS, the photo taken, and Retake. The camera stops when this goes.
 */
export function CameraCapture({ photo, onPhoto, disabled }: CameraCaptureProps) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const camera = useCamera(video);
  const [flash, setFlash] = useState(false);
  const [captureFailed, setCaptureFailed] = useState(false);
  const photoUrl = photo?.url ?? null;

  useEffect(() => {
    if (!photo) return undefined;
    return () => URL.revokeObjectURL(photo.url);
  }, [photo]);

  useEffect(() => {
    if (!flash) return undefined;
    const timer = setTimeout(() => setFlash(false), ATTENDANCE_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const capture = async () => {
    if (!video.current) return;
    setCaptureFailed(false);
    setFlash(true);
    try {
      const blob = await captureFrame(video.current);
      onPhoto({ blob, url: URL.createObjectURL(blob) });
    } catch (error) {
      console.error('The photo could not be taken.', error);
      setCaptureFailed(true);
    }
  };

  const failure = camera.status === 'failed' ? CAMERA_FAILURE_TEXT[camera.failure] : null;
  return (
    <Stack gap="sm">
      <Box
        pos="relative"
        w="100%"
        maw={ATTENDANCE_PHOTO_WIDTH}
        mx="auto"
        bg="dark.7"
        style={{
          aspectRatio: `${ATTENDANCE_PHOTO_WIDTH} / ${ATTENDANCE_PHOTO_HEIGHT}`,
          overflow: 'hidden',
          borderRadius: 'var(--mantine-radius-md)',
        }}
      >
        <video
          ref={video}
          muted
          playsInline
          autoPlay
          aria-label={t('Camera preview')}
          width={ATTENDANCE_PHOTO_WIDTH}
          height={ATTENDANCE_PHOTO_HEIGHT}
          style={{ width: '100%', height: '100%', objectFit: 'cover', display: photoUrl ? 'none' : 'block' }}
        />
        {photoUrl && (
          <img
            src={photoUrl}
            alt={t('Your attendance photo')}
            style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        )}
        {camera.status === 'starting' && (
          <Center pos="absolute" inset={0} c="white" role="status">
            <Group gap="xs">
              <Loader size="sm" color="white" aria-hidden />
              <Text size="sm">{t('Starting the camera…')}</Text>
            </Group>
          </Center>
        )}
        {flash && <Box pos="absolute" inset={0} bg="white" data-testid="camera-flash" aria-hidden />}
      </Box>
      {failure && (
        <Alert
          role="alert"
          color="red"
          title={failure.title ? t(failure.title) : undefined}
          icon={<IconAlertCircle aria-hidden />}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t(failure.message)}</Text>
            <Button size="xs" variant="white" color="red" onClick={camera.retry}>
              {t('Try again')}
            </Button>
          </Stack>
        </Alert>
      )}
      {captureFailed && (
        <Alert role="alert" color="red" icon={<IconAlertCircle aria-hidden />}>
          {t('The photo could not be taken. Please try again.')}
        </Alert>
      )}
      <Group justify="center">
        {photo ? (
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            onClick={() => onPhoto(null)}
            disabled={disabled || camera.status !== 'live'}
          >
            {t('Retake')}
          </Button>
        ) : (
          <Button
            variant="light"
            leftSection={<IconCamera size={16} aria-hidden />}
            onClick={() => void capture()}
            disabled={disabled || camera.status !== 'live'}
            // The modal's first control once the camera shows a picture (FormModal's focus).
            data-autofocus
          >
            {t('Capture')}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
