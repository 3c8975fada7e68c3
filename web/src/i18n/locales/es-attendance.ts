import type { AttendanceTranslations } from './en-attendance.ts';

/** Spanish: attendance marking: the top bar button, the camera modal and the location text. */
export const esAttendance: AttendanceTranslations = {
  'Mark attendance': 'Marcar asistencia',
};
