import {
  Alert,
  Button,
  CopyButton,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconCalendarPlus, IconCheck, IconCopy, IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/alert-message.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { useTimedAlert } from '../../../lib/use-timed-alert.ts';
import { useCalendarFeed, useCreateCalendarFeed, useDeleteCalendarFeed } from '../api/calendar-feed.ts';

type Confirming = 'renew' | 'off' | null;

/**
 * Settings > Calendar (issue 31): a private iCalendar address to subscribe to from a calendar
 * program. The address is shown once, right after it is made (only its hash is kept), with a copy
 * button; making a new one or turning the feed off ends the old address at once, after a
 * confirmation.
 */
export function CalendarFeedPanel() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const feed = useCalendarFeed();
  const create = useCreateCalendarFeed();
  const remove = useDeleteCalendarFeed();
  const done = useTimedAlert();
  const [url, setUrl] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);

  const makeAddress = () =>
    create.mutate(undefined, {
      onSuccess: (created) => {
        setUrl(created.url);
        setConfirming(null);
        done.show({ color: 'green', message: 'Your new calendar feed address is ready. Copy it now.' });
      },
    });
  const turnOff = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        setUrl(null);
        setConfirming(null);
        done.show({ color: 'green', message: 'Your calendar feed is off. Its address no longer works.' });
      },
    });

  let body;
  if (feed.isPending) body = <Skeleton height={96} />;
  else if (feed.isError) body = <ErrorAlert error={feed.error} onRetry={() => void feed.refetch()} />;
  else
    body = (
      <Stack gap="md">
        {url ? (
          <Stack gap="xs">
            <Group align="end" gap="xs" wrap="nowrap">
              <TextInput
                label={t('Your feed address')}
                value={url}
                readOnly
                onFocus={(event) => event.currentTarget.select()}
                style={{ flex: 1 }}
                dir="ltr"
              />
              <CopyButton value={url}>
                {({ copied, copy }) => (
                  <Button
                    variant={copied ? 'light' : 'filled'}
                    color={copied ? 'teal' : undefined}
                    leftSection={
                      copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                    }
                    onClick={copy}
                  >
                    {copied ? t('Copied') : t('Copy address')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Alert color="yellow" icon={<IconInfoCircle aria-hidden />}>
              {t(
                'This is the only time the address is shown. Paste it in your calendar program as a subscription (“From URL” or “Subscribe to calendar”). Anyone who has it can see these events.',
              )}
            </Alert>
          </Stack>
        ) : feed.data.active ? (
          <Text>
            {t(
              'Your feed address was made on {{date}}. It is shown only when it is made: if you need it again, make a new one.',
              {
                date: formatInstant(feed.data.createdAt!, user.timeZone),
              },
            )}
          </Text>
        ) : (
          <Text>{t('You have no calendar feed yet.')}</Text>
        )}
        <Group gap="sm">
          {feed.data.active ? (
            <>
              <Button variant="default" onClick={() => setConfirming('renew')}>
                {t('Make a new address')}
              </Button>
              <Button variant="default" color="red" onClick={() => setConfirming('off')}>
                {t('Turn the feed off')}
              </Button>
            </>
          ) : (
            <Button
              leftSection={<IconCalendarPlus size={16} aria-hidden />}
              onClick={makeAddress}
              loading={create.isPending}
            >
              {t('Make a feed address')}
            </Button>
          )}
        </Group>
        {create.isError && confirming === null && (
          <Alert role="alert" color="red">
            {t(errorMessage(create.error))}
          </Alert>
        )}
      </Stack>
    );

  return (
    <Paper withBorder radius="md" p="lg" maw={860}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {t('Calendar feed')}
        </Title>
        <Text c="dimmed">
          {t(
            'Subscribe from Google Calendar, Outlook or Apple Calendar to see your open tasks on their due dates, your approved leave, your public holidays and, if people report to you, their approved leave. Calendar programs refresh it about every hour.',
          )}
        </Text>
        {done.alert && <AlertMessage alert={done.alert} onClose={done.clear} />}
        {body}
      </Stack>
      <ConfirmDialog
        opened={confirming === 'renew'}
        title={t('Make a new address')}
        message={t(
          'The current address stops working at once: calendars subscribed to it stop updating. Make a new one?',
        )}
        confirmLabel={t('Yes, make a new address')}
        destructive={false}
        error={create.isError ? t(errorMessage(create.error)) : null}
        pending={create.isPending}
        onConfirm={makeAddress}
        onClose={() => setConfirming(null)}
      />
      <ConfirmDialog
        opened={confirming === 'off'}
        title={t('Turn the feed off')}
        message={t(
          'The address stops working at once: calendars subscribed to it stop updating. Turn the feed off?',
        )}
        confirmLabel={t('Yes, turn it off')}
        error={remove.isError ? t(errorMessage(remove.error)) : null}
        pending={remove.isPending}
        onConfirm={turnOff}
        onClose={() => setConfirming(null)}
      />
    </Paper>
  );
}
