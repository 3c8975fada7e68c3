import type { AttendanceTranslations } from './en-attendance.ts';

/** French: attendance marking: the top bar button, the camera modal and the location text. */
export const frAttendance: AttendanceTranslations = {
  'Mark attendance': 'Marquer la présence',
  'Punch out': 'Pointer la sortie',
  'Current location': 'Position actuelle',
  'Your location': 'Votre position',
  'Finding your location…': 'Recherche de votre position…',
  'Accurate to {{distance}}': 'Précision : {{distance}}',
  'Location permission denied': 'Autorisation de localisation refusée',
  'Please allow your location for Marking attendance.':
    'Veuillez autoriser l’accès à votre position pour marquer la présence.',
  'Location unavailable': 'Position indisponible',
  'Your location could not be found. Check that location is turned on, then try again.':
    'Votre position est introuvable. Vérifiez que la localisation est activée, puis réessayez.',
  'Your location is too imprecise. Turn on precise location, then try again.':
    'Votre position est trop imprécise. Activez la localisation précise, puis réessayez.',
  'No camera device detected': 'Aucune caméra détectée',
  'Camera permission denied': 'Autorisation de la caméra refusée',
  'Please allow your camera for Marking attendance.':
    'Veuillez autoriser l’accès à votre caméra pour marquer la présence.',
  'The camera could not be started. Close other apps that use it, then try again.':
    'La caméra n’a pas pu démarrer. Fermez les autres applications qui l’utilisent, puis réessayez.',
  'Camera preview': 'Aperçu de la caméra',
  'Starting the camera…': 'Démarrage de la caméra…',
  'Your attendance photo': 'Votre photo de présence',
  Capture: 'Prendre la photo',
  Retake: 'Reprendre',
  'The photo could not be taken. Please try again.': 'La photo n’a pas pu être prise. Veuillez réessayer.',
  'Your day ends now, at your current location.':
    'Votre journée se termine maintenant, à votre position actuelle.',
  'Attendance marked.': 'Présence enregistrée.',
  'Punched out.': 'Sortie enregistrée.',
  'A photo is required to mark attendance.': 'Une photo est requise pour marquer la présence.',
  'The photo must be a JPEG or PNG picture.': 'La photo doit être une image JPEG ou PNG.',
  'The photo is too large.': 'La photo est trop volumineuse.',
  'The photo could not be read. Please take it again.':
    'La photo n’a pas pu être lue. Veuillez la reprendre.',
  'Your location is required to mark attendance.': 'Votre position est requise pour marquer la présence.',
  'Accuracy must be a number of metres from 0 to 100000.':
    'La précision doit être un nombre de mètres entre 0 et 100000.',
  'You have already marked attendance today.': 'Vous avez déjà marqué votre présence aujourd’hui.',
  'Mark attendance before punching out.': 'Marquez votre présence avant de pointer la sortie.',
  'You have already punched out today.': 'Vous avez déjà pointé la sortie aujourd’hui.',
};
