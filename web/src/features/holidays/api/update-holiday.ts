import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Holiday, UpdateHolidayBody } from '../../../../../shared/schemas/holidays.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { holidayKeys } from './holiday-keys.ts';

/** Edits a custom holiday's name, date and comments; its type and location stay. */
export function updateHoliday(id: number, body: UpdateHolidayBody): Promise<Holiday> {
  return apiClient.put<Holiday>(`/holidays/${id}`, body);
}

export function useUpdateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: UpdateHolidayBody }) => updateHoliday(id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}
