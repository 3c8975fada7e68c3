import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceSettings } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { WORK_SITES_KEY } from './get-work-sites.ts';

/** Sets how long an earned compensatory day lasts. */
export function updateAttendanceSettings(body: AttendanceSettings): Promise<AttendanceSettings> {
  return apiClient.put<AttendanceSettings>('/attendance/settings', body);
}

export function useUpdateAttendanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttendanceSettings,
    // The work sites list carries the settings.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: WORK_SITES_KEY }),
  });
}
