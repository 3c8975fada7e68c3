import { Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { WorkSiteBody } from '../../../../../../shared/schemas/attendance.schema.ts';
import { NumberField } from '../../../../components/form/number-field.tsx';
import { readCurrentPosition } from '../../../../lib/geolocation.ts';
import { roundCoordinate } from '../../current-position.ts';
import type { WorkSiteFormValues } from './work-site-form-values.ts';

/** Where the site is: its latitude and longitude, typed or this device's position. */
export function WorkSitePositionFields({
  form,
}: {
  form: UseFormReturn<WorkSiteFormValues, unknown, WorkSiteBody>;
}) {
  const { t } = useTranslation();
  const [locating, setLocating] = useState(false);
  const [positionFailed, setPositionFailed] = useState(false);

  const fillMyPosition = async () => {
    setLocating(true);
    setPositionFailed(false);
    try {
      const { latitude, longitude } = await readCurrentPosition({ fresh: true });
      const options = { shouldDirty: true, shouldTouch: true, shouldValidate: true };
      form.setValue('latitude', roundCoordinate(latitude), options);
      form.setValue('longitude', roundCoordinate(longitude), options);
    } catch {
      setPositionFailed(true);
    } finally {
      setLocating(false);
    }
  };

  const coordinate = {
    control: form.control,
    // An emptied box holds '', as a half-typed '-' or '18.' holds its text: no number yet.
    empty: '',
    withAsterisk: true,
    decimalScale: 7,
    hideControls: true,
    // Out of range keeps what was typed: the message says what is allowed.
    clampBehavior: 'none',
    inputMode: 'decimal',
  } as const;
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <NumberField {...coordinate} name="latitude" label={t('Latitude')} placeholder="18.52043" />
        <NumberField {...coordinate} name="longitude" label={t('Longitude')} placeholder="73.85674" />
      </SimpleGrid>
      <Stack gap={4} align="flex-start">
        <Button
          variant="light"
          size="xs"
          leftSection={<IconCurrentLocation size={16} aria-hidden />}
          onClick={() => void fillMyPosition()}
          loading={locating}
        >
          {t('Use my current position')}
        </Button>
        {positionFailed && (
          <Text size="sm" c="red" role="alert">
            {t('Your position is not available. Allow location access, or type the latitude and longitude.')}
          </Text>
        )}
      </Stack>
    </>
  );
}
