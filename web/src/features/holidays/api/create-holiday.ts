import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateHolidayBody, Holiday } from '../../../../../shared/schemas/holidays.schema.ts';
import { apiClient, type IdempotentRequest } from '../../../lib/api-client.ts';
import { holidayKeys } from './holiday-keys.ts';

/** Adds a custom holiday; 409 holiday_date_taken when the location already has one that day. */
export function createHoliday({
  body,
  idempotencyKey,
}: IdempotentRequest<CreateHolidayBody>): Promise<Holiday> {
  return apiClient.post<Holiday>('/holidays', body, { idempotencyKey });
}

export function useCreateHoliday() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHoliday,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: holidayKeys.all }),
  });
}
