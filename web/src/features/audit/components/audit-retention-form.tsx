import { Paper, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';
import {
  auditSettingsBodySchema,
  type AuditSettings,
  type AuditSettingsBody,
} from '../../../../../shared/schemas/audit.schema.ts';
import { SelectField } from '../../../components/form/choice-fields.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { useUpdateAuditSettings } from '../api/audit-settings.ts';

/** The periods offered, in days: a quarter, then whole years up to ten. */
export const RETENTION_CHOICES = [90, 365, 730, 1095, 1825, 2555, 3650] as const;

/**
 * "Keep events forever" (the default) or for a period, after which the nightly job deletes them.
 * A period set through the API that is not among the choices is offered as it is.
 */
export function AuditRetentionForm({ settings }: { settings: AuditSettings }) {
  const { t } = useTranslation();
  const form = useSchemaForm<AuditSettingsBody, AuditSettingsBody>(auditSettingsBodySchema, {
    retentionDays: settings.retentionDays,
  });
  const save = useUpdateAuditSettings();
  const periods = [
    ...new Set<number>([...RETENTION_CHOICES, ...(settings.retentionDays ? [settings.retentionDays] : [])]),
  ];
  const data = periods
    .sort((a, b) => a - b)
    .map((days) => ({
      value: days,
      label:
        days % 365 === 0 ? t('{{count}} years', { count: days / 365 }) : t('{{count}} days', { count: days }),
    }));

  return (
    <Paper withBorder radius="md" p="lg" maw={560}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {t('How long events are kept')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('Each night, events older than the period chosen here are deleted for good.')}
        </Text>
        {settings.abilities.edit ? (
          <FormShell
            form={form}
            send={(body) => save.mutateAsync(body)}
            onSuccess={(saved) => {
              form.reset({ retentionDays: saved.retentionDays });
              notifications.show({
                color: 'green',
                title: t('Saved'),
                message: t('Audit log settings saved.'),
              });
            }}
            afterSuccess="unlock"
            submitLabel={t('Save')}
            submitProps={{ disabled: !form.formState.isDirty }}
          >
            <SelectField<AuditSettingsBody, AuditSettingsBody, 'retentionDays', number>
              control={form.control}
              name="retentionDays"
              label={t('Keep events')}
              nullLabel={t('Forever')}
              data={data}
              allowDeselect={false}
              w={340}
              maw="100%"
            />
          </FormShell>
        ) : (
          <Text size="sm">
            {settings.retentionDays ? t('{{count}} days', { count: settings.retentionDays }) : t('Forever')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
