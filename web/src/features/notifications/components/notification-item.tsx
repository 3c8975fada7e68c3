import { ActionIcon, Anchor, Avatar, Badge, Group, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconRobot } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { relativeTime } from '../../../../../shared/rules/relative-time.ts';
import type { Notification } from '../../../../../shared/schemas/notifications.schema.ts';
import { formatInstant } from '../../../lib/format-instant.ts';
import { relativeTimeText } from '../../../lib/relative-time-text.ts';
import { notificationPath } from '../../../../../shared/rules/notifications.ts';
import { actorName, notificationSentence } from '../notification-sentence.ts';

interface NotificationItemProps {
  notification: Notification;
  now: Date;
  timeZone: string;
  /** Marks it read: on opening its object, or with its own button. */
  onRead: (notification: Notification) => void;
  /** Opening the object also closes what shows the list (the bell's panel). */
  onOpen?: () => void;
}

/**
 * One notification: who acted, what happened as a link to the object, how long ago. An unread
 * one says so in words and weight, not in colour alone, and offers Mark as read.
 */
export function NotificationItem({ notification, now, timeZone, onRead, onOpen }: NotificationItemProps) {
  const { t, i18n } = useTranslation();
  const sentence = notificationSentence(notification, t);
  const link = notificationPath(notification);
  const unread = !notification.read;
  const when = relativeTimeText(
    relativeTime(new Date(notification.createdAt), now, timeZone),
    t,
    i18n.language,
  );
  const name = actorName(notification, t);
  return (
    <Group
      component="li"
      align="flex-start"
      wrap="nowrap"
      gap="sm"
      py="xs"
      px="sm"
      data-unread={unread || undefined}
      style={{
        borderInlineStart: `3px solid ${unread ? 'var(--mantine-primary-color-filled)' : 'transparent'}`,
      }}
    >
      {/* The name is in the sentence: the picture adds nothing to read aloud. */}
      {notification.actor ? (
        <Avatar name={name} color="initials" size={32} alt="" aria-hidden />
      ) : (
        <Avatar size={32} color="gray" alt="" aria-hidden>
          <IconRobot size={18} />
        </Avatar>
      )}
      <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
        <Text size="sm" fw={unread ? 600 : 400} style={{ overflowWrap: 'anywhere' }}>
          {link ? (
            <Anchor
              component={Link}
              to={link}
              inherit
              c="var(--mantine-color-text)"
              underline="hover"
              onClick={() => {
                if (unread) onRead(notification);
                onOpen?.();
              }}
            >
              {sentence}
            </Anchor>
          ) : (
            sentence
          )}
        </Text>
        <Group gap="xs" wrap="nowrap">
          {unread && (
            <Badge size="xs" variant="light">
              {t('Unread')}
            </Badge>
          )}
          <Text
            component="time"
            dateTime={notification.createdAt}
            title={formatInstant(notification.createdAt, timeZone)}
            size="xs"
            c="dimmed"
          >
            {when}
          </Text>
        </Group>
      </Stack>
      {unread && (
        <Tooltip label={t('Mark as read')} withArrow>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="md"
            aria-label={t('Mark as read: {{sentence}}', { sentence })}
            onClick={() => onRead(notification)}
          >
            <IconCheck size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      )}
    </Group>
  );
}
