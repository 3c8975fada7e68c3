import type { AttendanceTranslations } from './en-attendance.ts';

/** French: attendance marking: the top bar button, the camera modal and the location text. */
export const frAttendance: AttendanceTranslations = {
  'Mark attendance': 'Marquer la présence',
};
