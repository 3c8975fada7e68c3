import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Notification } from '../../../../../shared/schemas/notifications.schema.ts';
import { useSessionUser } from '../../../lib/auth/get-me.ts';
import { useNow } from '../../../lib/relative-time-text.ts';
import { useReadNotification } from '../api/read-notification.ts';
import { dayHeading, groupByDay } from '../notification-days.ts';
import { NotificationItem } from './notification-item.tsx';

interface NotificationListProps {
  items: readonly Notification[];
  /** The heading level of the days (the page's are under its title, the panel's under its own). */
  headingOrder: 2 | 3;
  onOpen?: () => void;
}

/** Notifications newest first under a heading per day: Today, Yesterday, then DD-MM-YYYY. */
export function NotificationList({ items, headingOrder, onOpen }: NotificationListProps) {
  const { t } = useTranslation();
  const { timeZone } = useSessionUser();
  const now = useNow();
  const read = useReadNotification();
  const onRead = (notification: Notification) => read.mutate(notification);
  return (
    <Stack gap="sm">
      {groupByDay(items, timeZone).map(({ day, items: ofDay }) => (
        <section key={day}>
          <Title order={headingOrder} size="xs" c="dimmed" tt="uppercase" px="sm" mb={4}>
            {dayHeading(day, now, timeZone, t)}
          </Title>
          <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
            {ofDay.map((notification) => (
              <NotificationItem
                key={notification.id}
                notification={notification}
                now={now}
                timeZone={timeZone}
                onRead={onRead}
                onOpen={onOpen}
              />
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
