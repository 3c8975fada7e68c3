import type { WorkSitesTranslations } from './en-work-sites.ts';

/** Chinese: work sites and the attendance settings. */
export const zhWorkSites: WorkSitesTranslations = {
  'Attendance permissions': '考勤权限',
};
