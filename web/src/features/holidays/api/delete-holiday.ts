import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import { holidayKeys } from './holiday-keys.ts';

/** Deletes a custom holiday three or more days ahead. */
export function deleteHoliday(id: number): Promise<void> {
  return apiClient.delete<void>(`/holidays/${id}`);
}

export function useDeleteHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    // A refusal (the holiday is gone, or now too close) also means the list is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}
