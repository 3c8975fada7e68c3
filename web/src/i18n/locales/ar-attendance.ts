import type { AttendanceTranslations } from './en-attendance.ts';

/** Arabic: attendance marking: the top bar button, the camera modal and the location text. */
export const arAttendance: AttendanceTranslations = {
  'Mark attendance': 'تسجيل الحضور',
};
