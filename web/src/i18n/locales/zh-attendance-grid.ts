import type { AttendanceGridTranslations } from './en-attendance-grid.ts';

/** Chinese: the monthly attendance grid and a day’s record. */
export const zhAttendanceGrid: AttendanceGridTranslations = {
  'Attendance list': '考勤列表',
};
