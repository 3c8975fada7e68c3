import type { ReportsTranslations } from './en-reports.ts';

/** Spanish: the individual reports screen. */
export const esReports: ReportsTranslations = {
  'Report type': 'Tipo de informe',
  'Choose a report type': 'Elija un tipo de informe',
  'Choose an employee': 'Elija un empleado',
  'Get PDF report': 'Obtener informe PDF',
  'Get excel report': 'Obtener informe Excel',
  'Get CSV report': 'Obtener informe CSV',
  'Attendance report': 'Informe de asistencia',
  'Remaining leave balance': 'Saldo de permisos restante',
  'Report type is required!': '¡El tipo de informe es obligatorio!',
  'Employee name is required!': '¡El nombre del empleado es obligatorio!',
  'No data found': 'No se encontraron datos',
  'To date cannot be before From date.': 'La fecha de fin no puede ser anterior a la fecha de inicio.',
  'A report covers at most 366 days.': 'Un informe abarca como máximo 366 días.',
  'The report was downloaded.': 'El informe se ha descargado.',
  'From date must be a date.': 'La fecha de inicio debe ser una fecha.',
  'To date must be a date.': 'La fecha de fin debe ser una fecha.',
  'Choose a report type and an employee to see the report.':
    'Elija un tipo de informe y un empleado para ver el informe.',
  '{{report}}: {{name}}': '{{report}}: {{name}}',
  'Period: {{from}} to {{to}}': 'Periodo: del {{from}} al {{to}}',
  'As of {{day}}': 'A fecha de {{day}}',
  Hours: 'Horas',
  Balance: 'Saldo',
  Available: 'Disponible',
};
