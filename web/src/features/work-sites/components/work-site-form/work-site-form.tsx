import { Button, Group, NumberInput, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCurrentLocation } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  ATTENDANCE_MESSAGES,
  WORK_SITE_NAME_MAX_LENGTH,
  WORK_SITE_RADIUS_MAX_METERS,
  WORK_SITE_RADIUS_MIN_METERS,
} from '../../../../../../shared/rules/attendance.ts';
import type { WorkSite } from '../../../../../../shared/schemas/attendance.schema.ts';
import { useUnsavedChanges } from '../../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../../components/alert-message.tsx';
import { SubmitButton } from '../../../../components/submit-button.tsx';
import { isApiError } from '../../../../lib/api-client.ts';
import { applyApiError, useFieldErrorText } from '../../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../../lib/use-timed-alert.ts';
import { useCreateWorkSite } from '../../api/create-work-site.ts';
import { useUpdateWorkSite } from '../../api/update-work-site.ts';
import { readCurrentPosition } from '../../../../lib/geolocation.ts';
import { roundCoordinate } from '../../current-position.ts';
import { SitePeopleSelect } from './site-people-select.tsx';
import {
  EMPTY_WORK_SITE,
  toWorkSiteBody,
  valuesFromSite,
  workSiteFormResolver,
  type WorkSiteFormValues,
} from './work-site-form-values.ts';

interface WorkSiteFormProps {
  /** The site being edited; null when adding. */
  site: WorkSite | null;
  onCancel: () => void;
  onSaved: (site: WorkSite) => void;
}

/**
 * Add or edit a work site: its name, where it is (typed, or this device's position), the radius
 * within which attendance may be marked, and the people bound to it. A name in use (409) says so
 * under the name and keeps the form open.
 */
export function WorkSiteForm({ site, onCancel, onSaved }: WorkSiteFormProps) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<WorkSiteFormValues>({
    resolver: workSiteFormResolver,
    mode: 'onTouched',
    defaultValues: site ? valuesFromSite(site) : EMPTY_WORK_SITE,
  });
  const { control, formState } = form;
  const { alert, show, clear } = useTimedAlert();
  const create = useCreateWorkSite();
  const update = useUpdateWorkSite();
  const [locating, setLocating] = useState(false);
  const [positionFailed, setPositionFailed] = useState(false);

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values, idempotencyKey) => {
      clear();
      const body = toWorkSiteBody(values);
      return site ? update.mutateAsync({ id: site.id, body }) : create.mutateAsync({ body, idempotencyKey });
    },
    onSuccess: (saved) => {
      notifications.show(
        site
          ? { color: 'green', title: t('Update'), message: t('Work site updated.') }
          : { color: 'green', title: t('Save'), message: t('Work site saved.') },
      );
      onSaved(saved);
    },
    onError: (error) => {
      if (isApiError(error) && error.status === 409 && error.code === 'work_site_name_taken') {
        const detail = error.details.find((entry) => entry.path === 'name');
        form.setError(
          'name',
          { type: 'server', message: detail?.message ?? ATTENDANCE_MESSAGES.siteNameTaken },
          { shouldFocus: true },
        );
        return;
      }
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
  });

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

  const saveDisabled = !formState.isValid || (site !== null && !formState.isDirty);
  useUnsavedChanges(formState.isDirty && !submitting);

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate>
      <Stack gap="md">
        <AlertMessage alert={alert} onClose={clear} />
        <Controller
          name="name"
          control={control}
          render={({ field, fieldState }) => (
            <TextInput
              {...field}
              label={t('Site name')}
              withAsterisk
              maxLength={WORK_SITE_NAME_MAX_LENGTH}
              autoComplete="off"
              data-autofocus
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
          {(['latitude', 'longitude'] as const).map((name) => (
            <Controller
              key={name}
              name={name}
              control={control}
              render={({ field, fieldState }) => (
                <NumberInput
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  label={name === 'latitude' ? t('Latitude') : t('Longitude')}
                  placeholder={name === 'latitude' ? '18.52043' : '73.85674'}
                  withAsterisk
                  decimalScale={7}
                  hideControls
                  // Out of range keeps what was typed: the message says what is allowed.
                  clampBehavior="none"
                  inputMode="decimal"
                  error={errorText(fieldState, formState)}
                />
              )}
            />
          ))}
        </SimpleGrid>
        <Stack gap={4} align="flex-start">
          <Button
            variant="light"
            size="xs"
            leftSection={<IconCurrentLocation size={16} aria-hidden />}
            onClick={() => void fillMyPosition()}
            loading={locating}
            disabled={submitting}
          >
            {t('Use my current position')}
          </Button>
          {positionFailed && (
            <Text size="sm" c="red" role="alert">
              {t(
                'Your position is not available. Allow location access, or type the latitude and longitude.',
              )}
            </Text>
          )}
        </Stack>
        <Controller
          name="radiusMeters"
          control={control}
          render={({ field, fieldState }) => (
            <NumberInput
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              value={field.value}
              onChange={field.onChange}
              label={t('Radius (metres)')}
              description={t('Attendance can be marked within this distance of the site.')}
              withAsterisk
              allowDecimal={false}
              allowNegative={false}
              min={WORK_SITE_RADIUS_MIN_METERS}
              max={WORK_SITE_RADIUS_MAX_METERS}
              step={25}
              clampBehavior="none"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Controller
          name="memberIds"
          control={control}
          render={({ field, fieldState }) => (
            <SitePeopleSelect
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              known={site?.members ?? []}
              label={t('People bound to this site')}
              description={t(
                'They may mark attendance only at their work sites. People bound to none may mark it anywhere.',
              )}
              error={errorText(fieldState, formState)}
            />
          )}
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={submitting}>
            {t('Cancel')}
          </Button>
          <SubmitButton loading={submitting} disabled={saveDisabled}>
            {site ? t('Update') : t('Save')}
          </SubmitButton>
        </Group>
      </Stack>
    </form>
  );
}
