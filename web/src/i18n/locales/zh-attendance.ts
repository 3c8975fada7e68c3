import type { AttendanceTranslations } from './en-attendance.ts';

/** Chinese: attendance marking: the top bar button, the camera modal and the location text. */
export const zhAttendance: AttendanceTranslations = {
  'Mark attendance': '考勤打卡',
};
