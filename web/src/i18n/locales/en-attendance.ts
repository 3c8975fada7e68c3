/**
 * The strings of attendance marking: the top bar button, the camera modal and the location text, in English: the keys. en.ts spreads them into MESSAGE_KEYS.
 */
export const ATTENDANCE_MESSAGE_KEYS = [
  'Mark attendance',
  'Punch out',
  'Current location',
  'Your location',
  'Finding your location…',
  'Accurate to {{distance}}',
  'Location permission denied',
  'Please allow your location for Marking attendance.',
  'Location unavailable',
  'Your location could not be found. Check that location is turned on, then try again.',
  'Your location is too imprecise. Turn on precise location, then try again.',
  'No camera device detected',
  'Camera permission denied',
  'Please allow your camera for Marking attendance.',
  'The camera could not be started. Close other apps that use it, then try again.',
  'Camera preview',
  'Starting the camera…',
  'Your attendance photo',
  'Capture',
  'Retake',
  'The photo could not be taken. Please try again.',
  'Your day ends now, at your current location.',
  'Attendance marked.',
  'Punched out.',
  'A photo is required to mark attendance.',
  'The photo must be a JPEG or PNG picture.',
  'The photo is too large.',
  'The photo could not be read. Please take it again.',
  'Your location is required to mark attendance.',
  'Accuracy must be a number of metres from 0 to 100000.',
  'You have already marked attendance today.',
  'Mark attendance before punching out.',
  'You have already punched out today.',
] as const;

export type AttendanceMessageKey = (typeof ATTENDANCE_MESSAGE_KEYS)[number];
export type AttendanceTranslations = Record<AttendanceMessageKey, string>;
