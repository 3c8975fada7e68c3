import { useQuery } from '@tanstack/react-query';
import type { AttendanceGrid } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { attendanceGridKeys } from './attendance-grid-keys.ts';

/** A person's row of this month's grid, for their page (GET /users/{id}/attendance-month). */
export function usePersonAttendanceMonth(userId: string) {
  return useQuery({
    queryKey: [...attendanceGridKeys.all, 'person-month', userId],
    queryFn: ({ signal }) =>
      apiClient.get<AttendanceGrid>(`/users/${encodeURIComponent(userId)}/attendance-month`, { signal }),
  });
}
