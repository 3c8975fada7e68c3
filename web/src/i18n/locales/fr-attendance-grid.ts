import type { AttendanceGridTranslations } from './en-attendance-grid.ts';

/** French: the monthly attendance grid and a day’s record. */
export const frAttendanceGrid: AttendanceGridTranslations = {
  'Attendance list': 'Liste des présences',
};
