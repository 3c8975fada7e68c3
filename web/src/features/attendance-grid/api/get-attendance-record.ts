import { useQuery } from '@tanstack/react-query';
import type { AttendanceRecord } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import { useViewAsId, viewAsHeaders } from '../../../lib/view-as.ts';
import { attendanceGridKeys } from './attendance-grid-keys.ts';

export function fetchAttendanceRecord(
  id: number,
  viewAsId: string | null,
  signal?: AbortSignal,
): Promise<AttendanceRecord> {
  return apiClient.get<AttendanceRecord>(`/attendance/records/${id}`, {
    headers: viewAsHeaders(viewAsId),
    signal,
  });
}

/** One day's attendance record (check-in, check-out, photo); nothing is asked while `id` is null. */
export function useAttendanceRecord(id: number | null) {
  const viewAsId = useViewAsId();
  return useQuery({
    queryKey: attendanceGridKeys.record(viewAsId, id),
    queryFn: ({ signal }) => fetchAttendanceRecord(id!, viewAsId, signal),
    enabled: id !== null,
  });
}
