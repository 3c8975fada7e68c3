import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { notificationKeys } from './notification-keys.ts';

/**
 * Marks read every notification up to the newest the reader has seen (`upToId`): one that
 * arrives meanwhile stays unread.
 */
export function useReadAllNotifications() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToId: number | undefined) =>
      apiClient.post<{ marked: number }>('/notifications/read-all', upToId === undefined ? {} : { upToId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
