import {
  Anchor,
  Button,
  Center,
  Divider,
  Group,
  ScrollArea,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { newestSeenId } from '../api/newest-seen-id.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { NotificationList } from './notification-list.tsx';

/** The first page of the list: the panel and the page's first page share it. */
const LATEST = { unread: false, page: 1, pageSize: 20 } as const;

/**
 * The bell's panel: the latest notifications, Mark all as read, and See all (the page). Loaded
 * with its strings when the bell is first opened (notification-bell.tsx).
 */
export function NotificationPanel({ titleId, onClose }: { titleId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const latest = useNotifications(LATEST);
  const readAll = useReadAllNotifications();
  const unread = latest.data?.unread ?? 0;

  const body = () => {
    if (latest.isPending)
      return (
        <Stack gap="sm" p="sm" aria-label={t('Loading notifications…')} role="status">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} height={40} />
          ))}
        </Stack>
      );
    if (latest.isError) return <ErrorAlert error={latest.error} onRetry={() => void latest.refetch()} />;
    if (latest.data.items.length === 0)
      return (
        <Center p="lg">
          <Text size="sm" c="dimmed">
            {t('You have no notifications yet.')}
          </Text>
        </Center>
      );
    return (
      <ScrollArea.Autosize mah="min(60vh, 480px)" type="auto" offsetScrollbars>
        <NotificationList items={latest.data.items} headingOrder={3} onOpen={onClose} />
      </ScrollArea.Autosize>
    );
  };

  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap" px="sm" pt="xs">
        <Title order={2} size="h5" id={titleId}>
          {t('Notifications')}
        </Title>
        <Button
          variant="subtle"
          size="compact-sm"
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(newestSeenId(queryClient))}
        >
          {t('Mark all as read')}
        </Button>
      </Group>
      {body()}
      <Divider />
      <Center pb="xs">
        <Anchor component={Link} to="/notifications" size="sm" onClick={onClose}>
          {t('See all')}
        </Anchor>
      </Center>
    </Stack>
  );
}
