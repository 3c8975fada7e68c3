import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { NotificationPage } from '../../../../../shared/schemas/notifications.schema.ts';
import { API_BASE } from '../../../lib/api-client.ts';
import type { UnreadCount } from './get-unread-count.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * Listens to the caller's notifications as they arrive (Server-Sent Events, one stream per tab
 * while the signed-in shell is shown; leaving it, as signing out does, closes it). The server
 * sends each new notification with its id, which the browser's EventSource sends back as
 * Last-Event-ID when it reconnects, then the unread count: the bell takes the count, and the
 * lists on screen load again when something arrived or their count is no longer the server's
 * (a gap before the first connection, a read in another tab).
 */
export function useNotificationStream(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    // Without EventSource (an old browser, the unit tests) the count is loaded as any query is.
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(`${API_BASE}/notifications/stream`);
    let arrived = false;
    source.addEventListener('notification', () => {
      arrived = true;
    });
    source.addEventListener('unread', (event: MessageEvent<string>) => {
      const count = JSON.parse(event.data) as UnreadCount;
      queryClient.setQueryData<UnreadCount>(notificationKeys.unreadCount(), count);
      const stale = queryClient
        .getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() })
        .some(([, page]) => page !== undefined && page.unread !== count.unread);
      if (arrived || stale) void queryClient.invalidateQueries({ queryKey: notificationKeys.lists() });
      arrived = false;
    });
    return () => source.close();
  }, [queryClient]);
}
