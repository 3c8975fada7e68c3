import type { WorkSitesTranslations } from './en-work-sites.ts';

/** French: work sites and the attendance settings. */
export const frWorkSites: WorkSitesTranslations = {
  'Attendance permissions': 'Autorisations de présence',
};
