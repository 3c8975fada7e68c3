import type { AttendanceTranslations } from './en-attendance.ts';

/** Spanish: attendance marking: the top bar button, the camera modal and the location text. */
export const esAttendance: AttendanceTranslations = {
  'Mark attendance': 'Marcar asistencia',
  'Punch out': 'Registrar salida',
  'Current location': 'Ubicación actual',
  'Your location': 'Su ubicación',
  'Finding your location…': 'Buscando su ubicación…',
  'Accurate to {{distance}}': 'Precisión: {{distance}}',
  'Location permission denied': 'Permiso de ubicación denegado',
  'Please allow your location for Marking attendance.':
    'Permita el acceso a su ubicación para marcar la asistencia.',
  'Location unavailable': 'Ubicación no disponible',
  'Your location could not be found. Check that location is turned on, then try again.':
    'No se pudo encontrar su ubicación. Compruebe que la ubicación está activada y vuelva a intentarlo.',
  'Your location is too imprecise. Turn on precise location, then try again.':
    'Su ubicación es demasiado imprecisa. Active la ubicación precisa y vuelva a intentarlo.',
  'No camera device detected': 'No se detectó ninguna cámara',
  'Camera permission denied': 'Permiso de cámara denegado',
  'Please allow your camera for Marking attendance.':
    'Permita el acceso a su cámara para marcar la asistencia.',
  'The camera could not be started. Close other apps that use it, then try again.':
    'No se pudo iniciar la cámara. Cierre otras aplicaciones que la usen y vuelva a intentarlo.',
  'Camera preview': 'Vista previa de la cámara',
  'Starting the camera…': 'Iniciando la cámara…',
  'Your attendance photo': 'Su foto de asistencia',
  Capture: 'Capturar',
  Retake: 'Repetir',
  'The photo could not be taken. Please try again.': 'No se pudo tomar la foto. Inténtelo de nuevo.',
  'Your day ends now, at your current location.': 'Su jornada termina ahora, en su ubicación actual.',
  'Attendance marked.': 'Asistencia registrada.',
  'Punched out.': 'Salida registrada.',
  'A photo is required to mark attendance.': 'Se requiere una foto para marcar la asistencia.',
  'The photo must be a JPEG or PNG picture.': 'La foto debe ser una imagen JPEG o PNG.',
  'The photo is too large.': 'La foto es demasiado grande.',
  'The photo could not be read. Please take it again.': 'No se pudo leer la foto. Tómela de nuevo.',
  'Your location is required to mark attendance.': 'Se requiere su ubicación para marcar la asistencia.',
  'Accuracy must be a number of metres from 0 to 100000.':
    'La precisión debe ser un número de metros entre 0 y 100000.',
  'You have already marked attendance today.': 'Ya ha marcado la asistencia hoy.',
  'Mark attendance before punching out.': 'Marque la asistencia antes de registrar la salida.',
  'You have already punched out today.': 'Ya ha registrado la salida hoy.',
};
