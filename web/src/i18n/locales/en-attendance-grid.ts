/**
 * The strings of the monthly attendance grid and a day’s record, in English: the keys. en.ts spreads them into MESSAGE_KEYS.
 */
export const ATTENDANCE_GRID_MESSAGE_KEYS = [
  'Attendance list',
  // Toolbar and filters
  'Month',
  'All leave types',
  'Export',
  'Date range',
  'Clear dates',
  'Choose at most {{days}} days.',
  'Search employees',
  // Grid cells and legend (the categories of shared/rules/attendance-grid.ts not named elsewhere)
  'Present',
  'Upcoming day',
  'Absent',
  'Nothing recorded',
  'Legend',
  // A day's record
  'Attendance of {{name}}',
  'Check-in',
  'Check-out',
  'Time',
  'Place',
  'Unknown place',
  'Work site',
  'No work site',
  'Accuracy',
  'Not reported',
  '±{{metres}} m',
  'Not checked out yet',
  'Compensatory day earned',
  'Check-in photo of {{name}}',
] as const;

export type AttendanceGridMessageKey = (typeof ATTENDANCE_GRID_MESSAGE_KEYS)[number];
export type AttendanceGridTranslations = Record<AttendanceGridMessageKey, string>;
