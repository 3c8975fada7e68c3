/**
 * The notifications area's react-query keys, all under `notificationKeys.all`: the live stream
 * and the read marks update or invalidate them.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  unreadCount: () => [...notificationKeys.all, 'unread-count'] as const,
  lists: () => [...notificationKeys.all, 'list'] as const,
  /** A page of the caller's notifications (all, or the unread ones). */
  list: (params: object) => [...notificationKeys.lists(), params] as const,
};
