import type { JobsTranslations } from './en-jobs.ts';

/** Spanish: Settings > Scheduled jobs. */
export const esJobs: JobsTranslations = {
  'Scheduled jobs': 'Tareas programadas',
  Job: 'Tarea',
  Schedule: 'Programación',
  'Last run': 'Última ejecución',
  Outcome: 'Resultado',
  Duration: 'Duración',
  Summary: 'Resumen',
  'Next run': 'Próxima ejecución',
  Succeeded: 'Correcta',
  Failed: 'Fallida',
  Running: 'En ejecución',
  'Not run yet': 'Aún no ejecutada',
  'Attempt {{attempt}}': 'Intento {{attempt}}',
  'No scheduled jobs': 'No hay tareas programadas',
  'The job scheduler is not running on this server.':
    'El programador de tareas no está en funcionamiento en este servidor.',
  'E-mail delivery': 'Envío de correos electrónicos',
  'Delivers queued e-mail (invitations, password resets, notifications), retrying failures.':
    'Envía los correos electrónicos en cola (invitaciones, restablecimientos de contraseña, notificaciones) y reintenta los que fallan.',
  'Unused file clean-up': 'Limpieza de archivos sin uso',
  'Removes uploaded files that nothing refers to, 24 hours after their upload.':
    'Elimina los archivos subidos a los que nada hace referencia, 24 horas después de subirlos.',
  'Repeated request clean-up': 'Limpieza de solicitudes repetidas',
  'Forgets the answers kept for repeated create requests (Idempotency-Key) after 24 hours.':
    'Olvida las respuestas guardadas para solicitudes de creación repetidas (Idempotency-Key) tras 24 horas.',
  'Every {{seconds}} seconds': 'Cada {{seconds}} segundos',
  'Every day at {{time}} ({{timeZone}})': 'Todos los días a las {{time}} ({{timeZone}})',
  'Every hour at minute {{minute}}': 'Cada hora en el minuto {{minute}}',
  '{{value}} ms': '{{value}} ms',
  '{{value}} s': '{{value}} s',
  '{{minutes}} min {{seconds}} s': '{{minutes}} min {{seconds}} s',
  'Mails each person one list of their tasks that became overdue, once per task.':
    'Envía a cada persona una lista de sus tareas que se han retrasado, una vez por tarea.',
  'Public holidays': 'Días festivos',
  'Adds the national public holidays of India and the US for this year and the next.':
    'Añade los días festivos nacionales de la India y de EE. UU. de este año y del siguiente.',
  'Monthly leave top-up': 'Recarga mensual de permisos',
  'Adds the monthly leave (sick 1.5, personal 2, work from home 0.5 days) to everyone, once a month.':
    'Añade a cada persona los permisos del mes (enfermedad 1,5, personal 2, teletrabajo 0,5 días), una vez al mes.',
  'Compensatory day expiry': 'Caducidad de los días compensatorios',
  'Takes unused compensatory days off the balance once the period the organisation set for them has passed.':
    'Retira del saldo los días compensatorios no usados cuando pasa el periodo fijado por la organización.',
  'Every month on the 1st at {{time}} ({{timeZone}})': 'Cada mes el día 1 a las {{time}} ({{timeZone}})',
  'Every year on 1 January at {{time}} ({{timeZone}})':
    'Cada año el 1 de enero a las {{time}} ({{timeZone}})',
};
