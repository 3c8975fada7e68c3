import type { AttendanceGridTranslations } from './en-attendance-grid.ts';

/** Arabic: the monthly attendance grid and a day’s record. */
export const arAttendanceGrid: AttendanceGridTranslations = {
  'Attendance list': 'قائمة الحضور',
};
