import { Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlace } from '../api/get-place.ts';
import { useDevicePosition } from '../../../lib/geolocation.ts';

/**
 * The top bar's current location (spec 000 §2 Layout): the nearest city to where the browser says
 * the person is, cut to fit, the whole label in a tooltip (on hover, touch or keyboard focus). On
 * any failure it shows nothing and the error is logged (spec 000 §8).
 */
export function CurrentLocationText() {
  const { t } = useTranslation();
  const device = useDevicePosition();
  const place = usePlace(device.data ?? null);

  useEffect(() => {
    if (place.isError) console.error('The place of the current location could not be found.', place.error);
  }, [place.isError, place.error]);

  if (!place.data) return null;
  const label = place.data.label;
  return (
    <Tooltip label={label} multiline maw={320} events={{ hover: true, focus: true, touch: true }}>
      <Group gap={4} wrap="nowrap" miw={0} maw={220} tabIndex={0} data-testid="current-location">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
        <VisuallyHidden>{t('Current location')}</VisuallyHidden>
        <Text size="sm" truncate="end" miw={0}>
          {label}
        </Text>
      </Group>
    </Tooltip>
  );
}
