import { Button, Divider, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import {
  NOTIFICATION_CHANNELS,
  NOTIFICATION_KINDS,
  type NotificationChannel,
  type NotificationKind,
} from '../../../../../shared/rules/notifications.ts';
import {
  notificationPreferencesUpdateSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '../../../../../shared/schemas/notifications.schema.ts';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { RadioGroupField } from '../../../components/form/choice-group-fields.tsx';
import { FormShell } from '../../../components/form/form-shell.tsx';
import { useSchemaForm } from '../../../components/form/use-schema-form.ts';
import { SubmitButton } from '../../../components/submit-button.tsx';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
} from '../api/notification-preferences.ts';
import { NOTIFICATION_CHANNEL_LABELS, NOTIFICATION_KIND_TEXT } from '../notification-kinds.ts';

type Channels = Record<NotificationKind, NotificationChannel>;

export const PREFERENCES_SAVED = 'Your notification preferences have been saved.';

const channelsOf = (prefs: NotificationPreferences): Channels =>
  Object.fromEntries(prefs.items.map((item) => [item.kind, item.channel])) as Channels;

/**
 * Settings > Notifications (issue 29): for each kind, how the person hears of it. "Reset to
 * defaults" puts every choice back to its default in the form; Save keeps it.
 */
export function NotificationPreferencesForm() {
  const prefs = useNotificationPreferences();
  if (prefs.isPending)
    return (
      <Paper withBorder radius="md" p="lg" maw={860}>
        <Stack>
          {Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} height={56} />
          ))}
        </Stack>
      </Paper>
    );
  if (prefs.isError) return <ErrorAlert error={prefs.error} onRetry={() => void prefs.refetch()} />;
  return <PreferencesForm stored={channelsOf(prefs.data)} order={prefs.data.items.map((i) => i.kind)} />;
}

function PreferencesForm({ stored, order }: { stored: Channels; order: NotificationKind[] }) {
  const { t } = useTranslation();
  const update = useUpdateNotificationPreferences();
  const saved = useTimedAlert();
  const form = useSchemaForm<Channels, NotificationPreferencesUpdate>(
    notificationPreferencesUpdateSchema,
    stored,
  );
  const { isDirty } = form.formState;
  const channels = NOTIFICATION_CHANNELS.map((value) => ({
    value,
    label: t(NOTIFICATION_CHANNEL_LABELS[value]),
  }));
  const resetToDefaults = () => {
    saved.clear();
    for (const kind of order)
      form.setValue(kind, NOTIFICATION_KINDS[kind], { shouldDirty: true, shouldValidate: true });
  };

  return (
    <Paper withBorder radius="md" p="lg" maw={860}>
      <FormShell
        form={form}
        aria-label={t('Notification preferences')}
        send={(values) => {
          saved.clear();
          return update.mutateAsync(values);
        }}
        onSuccess={(result) => {
          form.reset(channelsOf(result));
          saved.show({ message: PREFERENCES_SAVED, color: 'green' });
        }}
        // The page stays: the choices can be changed again.
        afterSuccess="unlock"
        submitLabel={t('Save')}
        actions={({ submitting }) => (
          <Group justify="space-between">
            <Button variant="default" type="button" onClick={resetToDefaults} disabled={submitting}>
              {t('Reset to defaults')}
            </Button>
            <SubmitButton disabled={!isDirty} loading={submitting}>
              {t('Save')}
            </SubmitButton>
          </Group>
        )}
      >
        <AlertMessage alert={saved.alert} onClose={saved.clear} />
        <Text size="sm" c="dimmed">
          {t(
            'Choose how you hear of each kind of notification. The daily digest is one e-mail each morning, in your time zone, listing what happened since the last one.',
          )}
        </Text>
        {order.map((kind, index) => (
          <Fragment key={kind}>
            {index > 0 && <Divider />}
            <RadioGroupField
              control={form.control}
              name={kind}
              label={t(NOTIFICATION_KIND_TEXT[kind].label)}
              description={t(NOTIFICATION_KIND_TEXT[kind].description)}
              data={channels}
            />
          </Fragment>
        ))}
      </FormShell>
    </Paper>
  );
}
