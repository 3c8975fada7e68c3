import type { DashboardTranslations } from './en-dashboard.ts';

/** Chinese: the dashboard pages. */
export const zhDashboard: DashboardTranslations = {
  'My Tasks': '我的任务',
  'Tasks overview': '任务概览',
  'In-Progress': '进行中',
  'You are viewing the dashboard of {{name}}.': '您正在查看 {{name}} 的仪表板。',
};
