import type { ServerTranslations } from './en-server.ts';

/** Spanish: messages the server sends that no screen had a key for. */
export const esServer: ServerTranslations = {
  'Task {{name}} cannot be deleted in its current state.':
    'La tarea {{name}} no se puede eliminar en su estado actual.',
  'Task {{name}} is not deleted.': 'La tarea {{name}} no está eliminada.',
  'You cannot grant {{permissions}}.': 'No puede conceder {{permissions}}.',
  'You are {{distance}} from {{site}}, the nearest of your work sites. Attendance can be marked within {{radius}} m of it.':
    'Está a {{distance}} de {{site}}, el más cercano de sus centros de trabajo. La asistencia se puede registrar a menos de {{radius}} m de él.',
  'Your session security token is missing or out of date. Reload the page and try again.':
    'Falta el token de seguridad de su sesión o ha caducado. Recargue la página e inténtelo de nuevo.',
  'The request body is not valid JSON.': 'El cuerpo de la solicitud no es un JSON válido.',
  'The request body is empty.': 'El cuerpo de la solicitud está vacío.',
  'The request is too large.': 'La solicitud es demasiado grande.',
  'The file is too large.': 'El archivo es demasiado grande.',
  'This content type is not supported.': 'Este tipo de contenido no es compatible.',
  'Invalid content length.': 'Longitud de contenido no válida.',
  'The request body must be a JSON object.': 'El cuerpo de la solicitud debe ser un objeto JSON.',
  'The request body is nested too deeply.':
    'El cuerpo de la solicitud tiene demasiados niveles de anidación.',
  'This text contains characters that are not allowed.': 'Este texto contiene caracteres no permitidos.',
  'The Idempotency-Key header must be 1 to 255 printable ASCII characters.':
    'La cabecera Idempotency-Key debe tener de 1 a 255 caracteres ASCII imprimibles.',
  'This Idempotency-Key was already used for a different request.':
    'Esta Idempotency-Key ya se usó para otra solicitud.',
  'A request with this Idempotency-Key is still being processed. Please try again in a moment.':
    'Una solicitud con esta Idempotency-Key todavía se está procesando. Inténtelo de nuevo en un momento.',
  'Invalid id.': 'Identificador no válido.',
  'Page size must be 10, 15, 25, 50 or 100.': 'El tamaño de página debe ser 10, 15, 25, 50 o 100.',
  'Page size must be 10, 25, 50 or 100.': 'El tamaño de página debe ser 10, 25, 50 o 100.',
  'Page size must be 10, 25 or 50.': 'El tamaño de página debe ser 10, 25 o 50.',
  'Choose a valid start date.': 'Elija una fecha de inicio válida.',
  'Choose a valid end date.': 'Elija una fecha de fin válida.',
  'Choose at most 100 tasks.': 'Elija como máximo 100 tareas.',
  'Choose at most 1000 tasks to export.': 'Elija como máximo 1000 tareas para exportar.',
  'Format must be pdf, xlsx, csv or json.': 'El formato debe ser pdf, xlsx, csv o json.',
  'This report does not exist.': 'Este informe no existe.',
  'File not found.': 'Archivo no encontrado.',
  'Attachment not found.': 'Adjunto no encontrado.',
  'This person does not exist.': 'Esta persona no existe.',
  'Each project can be chosen once.': 'Cada proyecto solo se puede elegir una vez.',
  'Each permission can be given once.': 'Cada permiso solo se puede conceder una vez.',
  'Only Admins can see the scheduled jobs.': 'Solo los administradores pueden ver las tareas programadas.',
  'Choose both dates of the range.': 'Elija las dos fechas del periodo.',
  'The range must not exceed 62 days.': 'El periodo no debe superar los 62 días.',
  'This attendance record does not exist.': 'Este registro de asistencia no existe.',
  'The photo is no longer stored.': 'La foto ya no está almacenada.',
  'No town or city is near this position.': 'No hay ninguna población cerca de esta posición.',
  'You are not allowed to manage attendance settings.':
    'No tiene permiso para gestionar los ajustes de asistencia.',
  'This work site does not exist.': 'Este centro de trabajo no existe.',
  'You are not allowed to review tax declarations.':
    'No tiene permiso para revisar las declaraciones de inversión.',
  'You are not allowed to reopen tax declarations.':
    'No tiene permiso para reabrir las declaraciones de inversión.',
  'Only the person who uploaded a document may delete it.':
    'Solo la persona que subió un documento puede eliminarlo.',
};
