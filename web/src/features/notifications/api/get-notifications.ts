import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  notificationListQuerySchema,
  type NotificationListQuery,
  type NotificationPage,
} from '../../../../../shared/schemas/notifications.schema.ts';
import { listQueryString } from '../../../components/list/list-address.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/** A page of the caller's notifications, newest first; the last page stays while the next loads. */
export function useNotifications(params: NotificationListQuery) {
  return useQuery({
    queryKey: notificationKeys.list(params),
    queryFn: ({ signal }) =>
      apiClient.get<NotificationPage>(
        `/notifications?${listQueryString(notificationListQuerySchema, params)}`,
        { signal },
      ),
    placeholderData: keepPreviousData,
  });
}
