import type { HrReportsTranslations } from './en-hr-reports.ts';

/** Spanish: the five extra reports (group, late/early, absence, overtime, holiday/leave balance) and the working hours setting. */
export const esHrReports: HrReportsTranslations = {
  'Working hours': 'Horario laboral',
  'Working day starts at': 'La jornada laboral empieza a las',
  'Working day ends at': 'La jornada laboral termina a las',
  'Check-ins after the start are late, punch outs before the end are early, and time worked beyond them is overtime.':
    'Una entrada después del inicio es un retraso, una salida antes del final es anticipada y el tiempo trabajado más allá son horas extra.',
  'Enter a time as HH:MM.': 'Introduce una hora con el formato HH:MM.',
  'The working day must start before it ends.': 'La jornada laboral debe empezar antes de terminar.',
  Individual: 'Individual',
  'Group attendance': 'Asistencia del grupo',
  'Late / early': 'Retrasos / salidas anticipadas',
  Absence: 'Ausencias',
  Overtime: 'Horas extra',
  'Leave balance': 'Saldo de permisos',
  Employees: 'Empleados',
  'Everyone in your hierarchy': 'Todos en tu jerarquía',
  'As on': 'A fecha de',
  'As on {{day}}': 'A fecha de {{day}}',
  'As on date must be a date.': 'La fecha «A fecha de» debe ser una fecha.',
  'Working days': 'Días laborables',
  'On leave': 'De permiso',
  'Attendance %': 'Asistencia %',
  'Leave by type': 'Permisos por tipo',
  'Minutes late': 'Minutos de retraso',
  'Minutes early': 'Minutos de adelanto',
  'Hours worked': 'Horas trabajadas',
  'Overtime hours': 'Horas extra (h)',
  'No punch out': 'Sin registro de salida',
  Total: 'Total',
  '{{count}} employees': '{{count}} empleados',
};
