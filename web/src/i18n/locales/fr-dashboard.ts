import type { DashboardTranslations } from './en-dashboard.ts';

/** French: the dashboard pages. */
export const frDashboard: DashboardTranslations = {
  'My Tasks': 'Mes tâches',
  'Tasks overview': 'Aperçu des tâches',
  'In-Progress': 'En cours',
  'You are viewing the dashboard of {{name}}.': 'Vous consultez le tableau de bord de {{name}}.',
};
