/**
 * The strings of the five extra reports (group, late/early, absence, overtime, holiday/leave balance) and the working hours setting, in English: the keys. en.ts spreads them into MESSAGE_KEYS.
 */
export const HR_REPORTS_MESSAGE_KEYS = [
  'Working hours',
  'Working day starts at',
  'Working day ends at',
  'Check-ins after the start are late, punch outs before the end are early, and time worked beyond them is overtime.',
  'Enter a time as HH:MM.',
  'The working day must start before it ends.',
  'Individual',
  'Group attendance',
  'Late / early',
  'Absence',
  'Overtime',
  'Leave balance',
  'Employees',
  'Everyone in your hierarchy',
  'As on',
  'As on {{day}}',
  'As on date must be a date.',
  'Working days',
  'On leave',
  'Attendance %',
  'Leave by type',
  'Minutes late',
  'Minutes early',
  'Hours worked',
  'Overtime hours',
  'No punch out',
  'Total',
  '{{count}} employees',
] as const;

export type HrReportsMessageKey = (typeof HR_REPORTS_MESSAGE_KEYS)[number];
export type HrReportsTranslations = Record<HrReportsMessageKey, string>;
