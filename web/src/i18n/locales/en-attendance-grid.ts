/**
 * The strings of the monthly attendance grid and a day’s record, in English: the keys. en.ts spreads them into MESSAGE_KEYS.
 */
export const ATTENDANCE_GRID_MESSAGE_KEYS = ['Attendance list'] as const;

export type AttendanceGridMessageKey = (typeof ATTENDANCE_GRID_MESSAGE_KEYS)[number];
export type AttendanceGridTranslations = Record<AttendanceGridMessageKey, string>;
