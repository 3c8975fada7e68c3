import type { DashboardTranslations } from './en-dashboard.ts';

/** Arabic: the dashboard pages. */
export const arDashboard: DashboardTranslations = {
  'My Tasks': 'مهامي',
  'Tasks overview': 'نظرة عامة على المهام',
  'In-Progress': 'قيد التنفيذ',
  'You are viewing the dashboard of {{name}}.': 'أنت تعرض لوحة معلومات {{name}}.',
};
