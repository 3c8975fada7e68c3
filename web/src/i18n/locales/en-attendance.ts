/**
 * The strings of attendance marking: the top bar button, the camera modal and the location text, in English: the keys. en.ts spreads them into MESSAGE_KEYS.
 */
export const ATTENDANCE_MESSAGE_KEYS = ['Mark attendance'] as const;

export type AttendanceMessageKey = (typeof ATTENDANCE_MESSAGE_KEYS)[number];
export type AttendanceTranslations = Record<AttendanceMessageKey, string>;
