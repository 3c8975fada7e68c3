import type { ReportsTranslations } from './en-reports.ts';

/** French: the individual reports screen. */
export const frReports: ReportsTranslations = {
  'Report type': 'Type de rapport',
  'Choose a report type': 'Choisissez un type de rapport',
  'Choose an employee': 'Choisissez un employé',
  'Get PDF report': 'Obtenir le rapport PDF',
  'Get excel report': 'Obtenir le rapport Excel',
  'Get CSV report': 'Obtenir le rapport CSV',
  'Attendance report': 'Rapport de présence',
  'Remaining leave balance': 'Solde de congés restant',
  'Report type is required!': 'Le type de rapport est obligatoire !',
  'Employee name is required!': 'Le nom de l’employé est obligatoire !',
  'No data found': 'Aucune donnée trouvée',
  'To date cannot be before From date.': 'La date de fin ne peut pas précéder la date de début.',
  'A report covers at most 366 days.': 'Un rapport couvre au plus 366 jours.',
  'The report was downloaded.': 'Le rapport a été téléchargé.',
  'From date must be a date.': 'La date de début doit être une date.',
  'To date must be a date.': 'La date de fin doit être une date.',
  'Choose a report type and an employee to see the report.':
    'Choisissez un type de rapport et un employé pour afficher le rapport.',
  '{{report}}: {{name}}': '{{report}} : {{name}}',
  'Period: {{from}} to {{to}}': 'Période : du {{from}} au {{to}}',
  'As of {{day}}': 'Au {{day}}',
  Hours: 'Heures',
  Balance: 'Solde',
  Available: 'Disponible',
};
