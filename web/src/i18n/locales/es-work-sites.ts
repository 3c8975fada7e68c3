import type { WorkSitesTranslations } from './en-work-sites.ts';

/** Spanish: work sites and the attendance settings. */
export const esWorkSites: WorkSitesTranslations = {
  'Attendance permissions': 'Permisos de asistencia',
};
