import type { WorkSitesTranslations } from './en-work-sites.ts';

/** Arabic: work sites and the attendance settings. */
export const arWorkSites: WorkSitesTranslations = {
  'Attendance permissions': 'صلاحيات الحضور',
};
