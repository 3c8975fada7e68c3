import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttendanceRecord } from '../../../../../shared/schemas/attendance.schema.ts';
import { apiClient } from '../../../lib/api-client.ts';
import type { CurrentPosition } from '../use-current-position.ts';
import { ATTENDANCE_KEY } from './get-attendance-today.ts';

export interface CheckIn {
  photo: Blob;
  position: CurrentPosition;
}

/** The name the photo is sent under; the server reads its type from its content. */
export const PHOTO_FILE_NAME = 'attendance.jpeg';

/** Decimal text as the server reads it (never '1e-7'): seven decimals are about a centimetre. */
const decimal = (value: number, digits: number) => value.toFixed(digits);

/**
 * Marks attendance: the photo in the "files" field and the position beside it (multipart). No
 * Idempotency-Key: an upload has no fingerprint, and the server's once-a-day rule answers a repeat
 * with 409 already_checked_in. A refusal also refreshes the state, which is then out of date.
 */
export function useCheckIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ photo, position }: CheckIn) => {
      const form = new FormData();
      form.append('latitude', decimal(position.latitude, 7));
      form.append('longitude', decimal(position.longitude, 7));
      if (position.accuracy !== null) form.append('accuracy', decimal(position.accuracy, 1));
      form.append('files', photo, PHOTO_FILE_NAME);
      return apiClient.post<AttendanceRecord>('/attendance/check-in', form);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: ATTENDANCE_KEY });
    },
  });
}
