import { useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

export interface UnreadCount {
  unread: number;
}

/** How many of the caller's notifications are unread (at most 1,000); the stream keeps it current. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unreadCount(),
    queryFn: ({ signal }) => apiClient.get<UnreadCount>('/notifications/unread-count', { signal }),
  });
}
