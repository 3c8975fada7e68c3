import { useQuery } from '@tanstack/react-query';
import type { AttendanceToday } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';

/** Everything attendance shows is under ['attendance'], so a check-in refreshes the grid as well. */
export const ATTENDANCE_KEY = ['attendance'] as const;
export const ATTENDANCE_TODAY_KEY = ['attendance', 'today'] as const;

/** The signed-in person's attendance today: Pending, CheckedIn or Done (spec 000 §4), with the record. */
export function getAttendanceToday(signal?: AbortSignal): Promise<AttendanceToday> {
  return apiClient.get<AttendanceToday>('/attendance/today', { signal });
}

export function useAttendanceToday() {
  return useQuery({
    queryKey: ATTENDANCE_TODAY_KEY,
    queryFn: ({ signal }) => getAttendanceToday(signal),
  });
}
