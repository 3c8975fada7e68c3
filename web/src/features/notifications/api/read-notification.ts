import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification, NotificationPage } from '../../../../../shared/schemas/notifications.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { UnreadCount } from './get-unread-count.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * Marks one notification read. The lists on screen show it read at once, where it is (an Unread
 * list keeps it until it is next loaded, so nothing moves under the reader's pointer).
 */
export function useReadNotification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notification: Pick<Notification, 'id'>) =>
      apiClient.post<UnreadCount>(`/notifications/${notification.id}/read`),
    onSuccess: ({ unread }, { id }) => {
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(), { unread });
      queryClient.setQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }, (page) =>
        page
          ? {
              ...page,
              unread,
              items: page.items.map((item) => (item.id === id ? { ...item, read: true } : item)),
            }
          : page,
      );
      void queryClient.invalidateQueries({ queryKey: notificationKeys.lists(), refetchType: 'none' });
    },
  });
}
