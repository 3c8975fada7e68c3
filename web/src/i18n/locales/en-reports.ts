/**
 * The strings of the individual reports screen (/individual), in English: the keys. en.ts spreads
 * them into MESSAGE_KEYS. The attendance words shared with the grid carry the grid's translations.
 */
export const REPORTS_MESSAGE_KEYS = [
  // The form
  'Report type',
  'Choose a report type',
  'Choose an employee',
  'Get PDF report',
  'Get excel report',
  'Get CSV report',
  // The report types of shared/rules/reports.ts not named elsewhere
  'Attendance report',
  'Remaining leave balance',
  // REPORT_MESSAGES, shown by the form and sent by the server
  'Report type is required!',
  'Employee name is required!',
  'No data found',
  'To date cannot be before From date.',
  'A report covers at most 366 days.',
  'The report was downloaded.',
  'From date must be a date.',
  'To date must be a date.',
  // The report on screen
  'Choose a report type and an employee to see the report.',
  '{{report}}: {{name}}',
  'Period: {{from}} to {{to}}',
  'As of {{day}}',
  // The report's columns and words not named elsewhere
  'Check-in',
  'Check-out',
  'Hours',
  'Place',
  'Balance',
  'Available',
  'Present',
  'Upcoming day',
  'Absent',
] as const;

export type ReportsMessageKey = (typeof REPORTS_MESSAGE_KEYS)[number];
export type ReportsTranslations = Record<ReportsMessageKey, string>;
