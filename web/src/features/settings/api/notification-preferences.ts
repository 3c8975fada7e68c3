import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  NotificationPreferences,
  NotificationPreferencesUpdate,
} from '../../../../../shared/schemas/notifications.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

export const NOTIFICATION_PREFERENCES_KEY = ['settings', 'notification-preferences'] as const;

/** How the signed-in person hears of each kind of notification. */
export function fetchNotificationPreferences(signal?: AbortSignal): Promise<NotificationPreferences> {
  return apiClient.get<NotificationPreferences>('/me/notification-preferences', { signal });
}

export function useNotificationPreferences() {
  return useQuery({
    queryKey: NOTIFICATION_PREFERENCES_KEY,
    queryFn: ({ signal }) => fetchNotificationPreferences(signal),
  });
}

export function updateNotificationPreferences(
  body: NotificationPreferencesUpdate,
): Promise<NotificationPreferences> {
  return apiClient.put<NotificationPreferences>('/me/notification-preferences', body);
}

/** Saves some kinds' channels; the answer (every kind) replaces what the page holds. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => queryClient.setQueryData(NOTIFICATION_PREFERENCES_KEY, saved),
  });
}
