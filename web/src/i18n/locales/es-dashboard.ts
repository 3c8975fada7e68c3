import type { DashboardTranslations } from './en-dashboard.ts';

/** Spanish: the dashboard pages. */
export const esDashboard: DashboardTranslations = {
  'My Tasks': 'Mis tareas',
  'Tasks overview': 'Resumen de tareas',
  'In-Progress': 'En curso',
  'You are viewing the dashboard of {{name}}.': 'Está viendo el panel de {{name}}.',
};
