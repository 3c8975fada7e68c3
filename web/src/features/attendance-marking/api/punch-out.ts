import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { CurrentPosition } from '../use-current-position.ts';
import { ATTENDANCE_KEY } from './get-attendance-today.ts';

/** Punches out where the person is now; the state and the grid are fetched again either way. */
export function usePunchOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (position: CurrentPosition) =>
      apiClient.post<AttendanceRecord>('/attendance/punch-out', {
        latitude: position.latitude,
        longitude: position.longitude,
        accuracy: position.accuracy,
      }),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY });
    },
  });
}
