import { zodResolver } from '@hookform/resolvers/zod';
import { Group, NumberInput, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  COMPENSATORY_EXPIRY_MAX_DAYS,
  COMPENSATORY_EXPIRY_MIN_DAYS,
} from '../../../../../shared/rules/attendance.ts';
import {
  attendanceSettingsBodySchema,
  type AttendanceSettings,
} from '../../../../../shared/schemas/attendance.schema.ts';
import { useUnsavedChanges } from '../../../components/unsaved-changes.tsx';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { applyApiError, useFieldErrorText } from '../../../lib/form-errors.ts';
import { useFormSubmit } from '../../../lib/use-form-submit.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useUpdateAttendanceSettings } from '../api/update-attendance-settings.ts';

/** The number as typed: its text while it is not a number yet (''). */
interface ExpiryValues {
  compensatoryExpiryDays: number | string;
  /** The working hours, "HH:MM" (a time input's value). */
  workDayStart: string;
  workDayEnd: string;
}

const schemaResolver = zodResolver(attendanceSettingsBodySchema) as unknown as Resolver<ExpiryValues>;
// The shared schema's message, for an empty field too.
const resolver: Resolver<ExpiryValues> = (values, context, options) =>
  schemaResolver(
    {
      compensatoryExpiryDays:
        typeof values.compensatoryExpiryDays === 'number'
          ? values.compensatoryExpiryDays
          : (undefined as unknown as number),
      workDayStart: values.workDayStart,
      workDayEnd: values.workDayEnd,
    },
    context,
    options,
  );

/**
 * "Compensatory days expire after N days" and the working hours (the late/early and overtime
 * reports count from them): the organisation's attendance settings, saved together.
 */
export function CompensatoryExpiryForm({ settings }: { settings: AttendanceSettings }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const form = useForm<ExpiryValues>({ resolver, mode: 'onTouched', defaultValues: settings });
  const { control, formState } = form;
  const { alert, show, clear } = useTimedAlert();
  const save = useUpdateAttendanceSettings();

  const { submitting, onSubmit } = useFormSubmit(form, {
    send: (values) => {
      clear();
      return save.mutateAsync(attendanceSettingsBodySchema.parse(values));
    },
    onSuccess: (saved) => {
      form.reset(saved);
      notifications.show({ color: 'green', title: t('Saved'), message: t('Attendance settings saved.') });
    },
    onError: (error) => {
      const message = applyApiError(error, form);
      if (message) show({ message, color: 'red' });
    },
    afterSuccess: 'unlock',
  });
  useUnsavedChanges(formState.isDirty && !submitting);

  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('Compensatory days')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('A day earned by working on a weekend or a holiday is lost when it is not taken in time.')}
          </Text>
          <AlertMessage alert={alert} onClose={clear} />
          <Group align="flex-start" gap="sm" wrap="wrap">
            <Controller
              name="compensatoryExpiryDays"
              control={control}
              render={({ field, fieldState }) => (
                <NumberInput
                  ref={field.ref}
                  name={field.name}
                  onBlur={field.onBlur}
                  value={field.value}
                  onChange={field.onChange}
                  label={t('Compensatory days expire after')}
                  rightSection={
                    <Text size="sm" c="dimmed" aria-hidden>
                      {t('days')}
                    </Text>
                  }
                  rightSectionWidth={56}
                  rightSectionPointerEvents="none"
                  description={t('From {{min}} to {{max}} days.', {
                    min: COMPENSATORY_EXPIRY_MIN_DAYS,
                    max: COMPENSATORY_EXPIRY_MAX_DAYS,
                  })}
                  withAsterisk
                  allowDecimal={false}
                  allowNegative={false}
                  min={COMPENSATORY_EXPIRY_MIN_DAYS}
                  max={COMPENSATORY_EXPIRY_MAX_DAYS}
                  clampBehavior="none"
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  error={errorText(fieldState, formState)}
                  w={340}
                  maw="100%"
                />
              )}
            />
          </Group>
          <Title order={3} size="h5">
            {t('Working hours')}
          </Title>
          <Text size="sm" c="dimmed">
            {t(
              'Check-ins after the start are late, punch outs before the end are early, and time worked beyond them is overtime.',
            )}
          </Text>
          <Group align="flex-start" gap="sm" wrap="wrap">
            {(['workDayStart', 'workDayEnd'] as const).map((name) => (
              <Controller
                key={name}
                name={name}
                control={control}
                render={({ field, fieldState }) => (
                  <TextInput
                    ref={field.ref}
                    name={field.name}
                    type="time"
                    onBlur={field.onBlur}
                    value={field.value}
                    onChange={field.onChange}
                    label={t(name === 'workDayStart' ? 'Working day starts at' : 'Working day ends at')}
                    withAsterisk
                    error={errorText(fieldState, formState)}
                    w={165}
                    maw="100%"
                  />
                )}
              />
            ))}
          </Group>
          <Group justify="flex-end">
            <SubmitButton loading={submitting} disabled={!formState.isDirty || !formState.isValid}>
              {t('Save')}
            </SubmitButton>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
