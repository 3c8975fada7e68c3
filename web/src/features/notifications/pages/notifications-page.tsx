import { Button, Center, Group, Paper, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_PAGE_SIZES } from '../../../../../shared/rules/notifications.ts';
import { notificationListQuerySchema } from '../../../../../shared/schemas/notifications.schema.ts';
import { ErrorAlert } from '../../../components/error-alert.tsx';
import { ListPagination } from '../../../components/list/list-pagination.tsx';
import { listPager, useLastPageWhenPast, useListParams } from '../../../components/list/use-list-params.ts';
import { PageHeader } from '../../../components/page-header.tsx';
import { useNotifications } from '../api/get-notifications.ts';
import { newestSeenId } from '../api/newest-seen-id.ts';
import { useReadAllNotifications } from '../api/read-all-notifications.ts';
import { NotificationList } from '../components/notification-list.tsx';

/**
 * /notifications: the signed-in person's notifications, newest first and grouped by day, all or
 * the unread ones (kept in the address), paged; mark one or all read.
 */
export function NotificationsPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, update] = useListParams(notificationListQuerySchema);
  const list = useNotifications(params);
  useLastPageWhenPast(params, list.isPlaceholderData ? undefined : list.data?.total, update);
  const readAll = useReadAllNotifications();
  const unread = list.data?.unread ?? 0;

  const body = () => {
    if (list.isPending)
      return (
        <Stack gap="sm" role="status" aria-label={t('Loading notifications…')}>
          {[0, 1, 2, 3].map((row) => (
            <Skeleton key={row} height={48} />
          ))}
        </Stack>
      );
    if (list.isError) return <ErrorAlert error={list.error} onRetry={() => void list.refetch()} />;
    if (list.data.items.length === 0)
      return (
        <Center p="xl">
          <Text c="dimmed">
            {params.unread ? t('You have read all your notifications.') : t('You have no notifications yet.')}
          </Text>
        </Center>
      );
    return (
      <>
        <Paper withBorder p="xs">
          <NotificationList items={list.data.items} headingOrder={2} />
        </Paper>
        <ListPagination
          total={list.data.total}
          pageSizes={NOTIFICATION_PAGE_SIZES}
          {...listPager(params, update)}
        />
        {list.data.totalCapped && (
          <Text size="sm" c="dimmed" mt="xs">
            {t('There are more than 1,000 notifications; the pages count the newest 1,000.')}
          </Text>
        )}
      </>
    );
  };

  return (
    <>
      <PageHeader title={t('Notifications')} />
      <Group justify="space-between" mb="md" gap="sm">
        <SegmentedControl
          aria-label={t('Show')}
          value={params.unread ? 'unread' : 'all'}
          onChange={(value) => update({ unread: value === 'unread' })}
          data={[
            { value: 'all', label: t('All') },
            { value: 'unread', label: unread > 0 ? t('Unread ({{unread}})', { unread }) : t('Unread') },
          ]}
        />
        <Button
          variant="light"
          leftSection={<IconChecks size={16} aria-hidden />}
          disabled={unread === 0}
          loading={readAll.isPending}
          onClick={() => readAll.mutate(newestSeenId(queryClient))}
        >
          {t('Mark all as read')}
        </Button>
      </Group>
      {body()}
    </>
  );
}
