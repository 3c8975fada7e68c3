import type { QueryClient } from '@tanstack/react-query';
import type { NotificationPage } from '../../../../../shared/schemas/notifications.schema.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * The newest notification the reader has been shown (in any list loaded in this tab): Mark all
 * as read stops there, so one that arrived unseen stays unread.
 */
export function newestSeenId(queryClient: QueryClient): number | undefined {
  let newest: number | undefined;
  for (const [, page] of queryClient.getQueriesData<NotificationPage>({ queryKey: notificationKeys.lists() }))
    for (const item of page?.items ?? []) if (newest === undefined || item.id > newest) newest = item.id;
  return newest;
}
