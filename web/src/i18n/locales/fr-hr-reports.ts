import type { HrReportsTranslations } from './en-hr-reports.ts';

/** French: the five extra reports (group, late/early, absence, overtime, holiday/leave balance) and the working hours setting. */
export const frHrReports: HrReportsTranslations = {
  'Working hours': 'Heures de travail',
  'Working day starts at': 'La journée de travail commence à',
  'Working day ends at': 'La journée de travail finit à',
  'Check-ins after the start are late, punch outs before the end are early, and time worked beyond them is overtime.':
    'Un pointage d’arrivée après le début est un retard, un départ avant la fin est anticipé, et le temps travaillé au-delà est une heure supplémentaire.',
  'Enter a time as HH:MM.': 'Saisissez une heure au format HH:MM.',
  'The working day must start before it ends.': 'La journée de travail doit commencer avant de finir.',
  Individual: 'Individuel',
  'Group attendance': 'Présence du groupe',
  'Late / early': 'Retards / départs anticipés',
  Absence: 'Absences',
  Overtime: 'Heures supplémentaires',
  'Leave balance': 'Solde de congés',
  Employees: 'Employés',
  'Everyone in your hierarchy': 'Toute votre hiérarchie',
  'As on': 'Au',
  'As on {{day}}': 'Au {{day}}',
  'As on date must be a date.': 'La date « Au » doit être une date.',
  'Working days': 'Jours ouvrés',
  'On leave': 'En congé',
  'Attendance %': 'Présence %',
  'Leave by type': 'Congés par type',
  'Minutes late': 'Minutes de retard',
  'Minutes early': 'Minutes d’avance',
  'Hours worked': 'Heures travaillées',
  'Overtime hours': 'Heures supplémentaires (h)',
  'No punch out': 'Pas de pointage de départ',
  Total: 'Total',
  '{{count}} employees': '{{count}} employés',
};
