import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  COMPENSATORY_EXPIRY_MAX_DAYS,
  COMPENSATORY_EXPIRY_MIN_DAYS,
} from '../../../../../shared/rules/attendance.ts';
import {
  attendanceSettingsBodySchema,
  type AttendanceSettings,
  type AttendanceSettingsBody,
} from '../../../../../shared/schemas/attendance.schema.ts';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { TextField } from '../../../components/form/text-fields.tsx';
import { NumberField } from '../../../components/form/number-field.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUpdateAttendanceSettings } from '../api/update-attendance-settings.ts';

/** The settings as typed: an emptied number is null (the schema's message says what is allowed). */
interface ExpiryValues {
  compensatoryExpiryDays: number | null;
  /** The working hours, "HH:MM" (a time input's value). */
  workDayStart: string;
  workDayEnd: string;
}

/**
 * "Compensatory days expire after N days" and the working hours (the late/early and overtime
 * reports count from them): the organisation's attendance settings, saved together.
 */
export function CompensatoryExpiryForm({ settings }: { settings: AttendanceSettings }) {
  const { t } = useTranslation();
  const form = useSchemaForm<ExpiryValues, AttendanceSettingsBody>(attendanceSettingsBodySchema, settings);
  const { isDirty, isValid } = form.formState;
  const save = useUpdateAttendanceSettings();

  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('Compensatory days')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('A day earned by working on a weekend or a holiday is lost when it is not taken in time.')}
        </Text>
        <FormShell
          form={form}
          send={(body) => save.mutateAsync(body)}
          onSuccess={(saved) => {
            form.reset(saved);
            notifications.show({
              color: 'green',
              title: t('Saved'),
              message: t('Attendance settings saved.'),
            });
          }}
          afterSuccess="unlock"
          submitLabel={t('Save')}
          submitProps={{ disabled: !isDirty || !isValid }}
        >
          <Group align="flex-start" gap="sm" wrap="wrap">
            <NumberField
              control={form.control}
              name="compensatoryExpiryDays"
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
              w={340}
              maw="100%"
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
            <TextField
              control={form.control}
              name="workDayStart"
              type="time"
              label={t('Working day starts at')}
              withAsterisk
              w={165}
              maw="100%"
            />
            <TextField
              control={form.control}
              name="workDayEnd"
              type="time"
              label={t('Working day ends at')}
              withAsterisk
              w={165}
              maw="100%"
            />
          </Group>
        </FormShell>
      </Stack>
    </Paper>
  );
}
