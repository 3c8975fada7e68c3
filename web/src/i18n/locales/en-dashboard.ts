/**
 * The strings of the dashboard pages (issue 4), in English: the keys. Kept apart from en.ts so that
 * each locale file stays readable; en.ts spreads them into MESSAGE_KEYS.
 */
export const DASHBOARD_MESSAGE_KEYS = [
  'My Tasks',
  'Tasks overview',
  // The count card of In-progress tasks, spelled as spec 000 §2 spells it
  'In-Progress',
  'You are viewing the dashboard of {{name}}.',
] as const;

export type DashboardMessageKey = (typeof DASHBOARD_MESSAGE_KEYS)[number];
export type DashboardTranslations = Record<DashboardMessageKey, string>;
