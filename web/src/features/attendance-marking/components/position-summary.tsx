import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ATTENDANCE_MESSAGES, formatDistance } from '../../../../../shared/rules/attendance.ts';
import { usePlace } from '../api/get-place.ts';
import type { PositionFailure } from '../../../lib/geolocation.ts';
import type { PositionState } from '../use-current-position.ts';

/** The English title and text of each reason for having no position. */
export const POSITION_FAILURE_TEXT: Record<PositionFailure, { title: string; message: string }> = {
  // Spec 000 §5 Attendance, word for word.
  denied: { title: ATTENDANCE_MESSAGES.locationDenied, message: ATTENDANCE_MESSAGES.allowLocation },
  unavailable: {
    title: 'Location unavailable',
    message: 'Your location could not be found. Check that location is turned on, then try again.',
  },
  imprecise: {
    title: 'Location unavailable',
    message: 'Your location is too imprecise. Turn on precise location, then try again.',
  },
};

interface PositionSummaryProps {
  state: PositionState;
  onRetry: () => void;
}

/** Where the browser says the person is: the position, its accuracy and the nearest place. */
export function PositionSummary({ state, onRetry }: PositionSummaryProps) {
  const { t } = useTranslation();
  if (state.status === 'locating') {
    return (
      <Group gap="xs" wrap="nowrap" role="status">
        <Loader size="xs" aria-hidden />
        <Text size="sm">{t('Finding your location…')}</Text>
      </Group>
    );
  }
  if (state.status === 'failed') {
    const text = POSITION_FAILURE_TEXT[state.failure];
    return (
      <Alert role="alert" color="red" title={t(text.title)} icon={<IconAlertCircle aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t(text.message)}</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry}>
            {t('Try again')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  const { latitude, longitude, accuracy } = state.position;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <Stack gap={0} miw={0}>
        <Text size="sm" fw={500}>
          {t('Your location')}
        </Text>
        <PlaceLabel latitude={latitude} longitude={longitude} />
        <Text size="sm" c="dimmed" dir="ltr" style={{ unicodeBidi: 'isolate' }}>
          {latitude.toFixed(5)}, {longitude.toFixed(5)}
        </Text>
        {accuracy !== null && (
          <Text size="sm" c="dimmed">
            {t('Accurate to {{distance}}', { distance: isolated(formatDistance(accuracy)) })}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

/** '30 m' kept in its left-to-right order inside Arabic text (Unicode isolates, as <bdi> would). */
export const isolated = (text: string) => `\u2066${text}\u2069`;

/** The nearest city to a position; nothing when it cannot be found (the failure is logged). */
function PlaceLabel({ latitude, longitude }: { latitude: number; longitude: number }) {
  const place = usePlace({ latitude, longitude, accuracy: null });
  useEffect(() => {
    if (place.isError) console.error('The place of the current location could not be found.', place.error);
  }, [place.isError, place.error]);
  if (!place.data) return null;
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {place.data.label}
    </Text>
  );
}
