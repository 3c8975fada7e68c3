import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  AttendanceSettings,
  AttendanceSettingsBody,
} from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { workSiteKeys } from './work-site-keys.ts';

/** Sets how long an earned compensatory day lasts, and the working hours. */
export function updateAttendanceSettings(body: AttendanceSettingsBody): Promise<AttendanceSettings> {
  return apiClient.put<AttendanceSettings>('/attendance/settings', body);
}

export function useUpdateAttendanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAttendanceSettings,
    // The work sites list carries the settings.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: workSiteKeys.all }),
  });
}
