import type { AttendanceGridTranslations } from './en-attendance-grid.ts';

/** Spanish: the monthly attendance grid and a day’s record. */
export const esAttendanceGrid: AttendanceGridTranslations = {
  'Attendance list': 'Lista de asistencia',
};
