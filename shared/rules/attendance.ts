/**
 * Attendance marking (spec 000 §2 Attendance marking, §4, §5 Attendance) and the work sites
 * Orgdesk adds: the states, the spec's constants and messages, and the distance rules the server
 * and the browser share.
 */
import { FIGURE_MESSAGES, fillMessage } from '../validation-messages.ts';

/**
 * Work sites and the attendance settings need ManageAttendance (Admins hold it). The attendance
 * policy decides by it, and the signed-in user's abilities carry it to the web.
 */
export function holdsManageAttendance(permissions: readonly string[]): boolean {
  return permissions.includes('ManageAttendance');
}

/** Pending → CheckedIn → Done (spec 000 §4): mark attendance, punch out, then nothing. */
export const ATTENDANCE_STATES = ['pending', 'checkedIn', 'done'] as const;
export type AttendanceState = (typeof ATTENDANCE_STATES)[number];

/** The camera preview and the captured photo (spec 000 §2). */
export const ATTENDANCE_PHOTO_WIDTH = 460;
export const ATTENDANCE_PHOTO_HEIGHT = 340;
/** The flash when the photo is taken. */
export const ATTENDANCE_FLASH_MS = 50;
/** The modal closes this long after a successful save. */
export const ATTENDANCE_CLOSE_DELAY_MS = 2000;
/** The largest photo upload, before re-encoding. */
export const ATTENDANCE_PHOTO_MAX_BYTES = 5_242_880;
/** The stored photo fits within this many pixels a side (the preview at three device pixels). */
export const ATTENDANCE_PHOTO_STORED_SIZE = 1380;

export const WORK_SITE_NAME_MAX_LENGTH = 100;
export const WORK_SITE_RADIUS_MIN_METERS = 25;
export const WORK_SITE_RADIUS_MAX_METERS = 10_000;
export const WORK_SITE_DEFAULT_RADIUS_METERS = 200;
/** The most people one site form may bind at once. */
export const WORK_SITE_MAX_MEMBERS = 5000;

/** How long an earned compensatory day lasts unless the organisation says otherwise. */
export const COMPENSATORY_EXPIRY_DEFAULT_DAYS = 90;
export const COMPENSATORY_EXPIRY_MIN_DAYS = 1;
export const COMPENSATORY_EXPIRY_MAX_DAYS = 730;

/** A browser's reported accuracy past this (metres) is recorded but is no position at all. */
export const LOCATION_ACCURACY_MAX_METERS = 100_000;

export const ATTENDANCE_MESSAGES = {
  // Spec 000 §5 Attendance, word for word.
  locationDenied: 'Location permission denied',
  allowLocation: 'Please allow your location for Marking attendance.',
  noCamera: 'No camera device detected',
  // Orgdesk's own.
  photoRequired: 'A photo is required to mark attendance.',
  photoType: 'The photo must be a JPEG or PNG picture.',
  photoSize: 'The photo is too large.',
  photoFailed: 'The photo could not be read. Please take it again.',
  locationRequired: 'Your location is required to mark attendance.',
  latitudeInvalid: 'Latitude must be a number from -90 to 90.',
  longitudeInvalid: 'Longitude must be a number from -180 to 180.',
  accuracyInvalid: 'Accuracy must be a number of metres from 0 to 100000.',
  alreadyCheckedIn: 'You have already marked attendance today.',
  notCheckedIn: 'Mark attendance before punching out.',
  alreadyPunchedOut: 'You have already punched out today.',
  marked: 'Attendance marked.',
  punchedOut: 'Punched out.',
  siteNameRequired: 'Site name is required!',
  siteNameTaken: 'A work site with this name already exists.',
  radiusInvalid: `Radius must be a whole number of metres from ${WORK_SITE_RADIUS_MIN_METERS} to ${WORK_SITE_RADIUS_MAX_METERS}.`,
  expiryInvalid: `The expiry must be a whole number of days from ${COMPENSATORY_EXPIRY_MIN_DAYS} to ${COMPENSATORY_EXPIRY_MAX_DAYS}.`,
  membersInvalid: 'Choose people of the organisation.',
  workDayTimeInvalid: 'Enter a time as HH:MM.',
  workDayOrder: 'The working day must start before it ends.',
} as const;

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_METERS = 6_371_008.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, in metres (haversine, mean Earth radius). */
export function distanceMeters(a: Position, b: Position): number {
  const dLat = toRadians(b.latitude - a.latitude);
  const dLon = toRadians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.latitude)) * Math.cos(toRadians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** '850 m' under a kilometre, '2.3 km' under a hundred, '240 km' past that. */
export function formatDistance(meters: number): string {
  if (meters < 1000) return `${Math.round(meters)} m`;
  const km = meters / 1000;
  return km < 100 ? `${km.toFixed(1)} km` : `${Math.round(km)} km`;
}

export interface SiteArea extends Position {
  id: number;
  name: string;
  radiusMeters: number;
}

export interface SiteMatch<T extends SiteArea> {
  site: T;
  distanceMeters: number;
  inside: boolean;
}

/**
 * Where a position stands against a person's sites: the site it is inside (the nearest one when
 * several), or else the nearest site. Null when the person is bound to no site (free check-in).
 */
export function matchSite<T extends SiteArea>(position: Position, sites: readonly T[]): SiteMatch<T> | null {
  let best: SiteMatch<T> | null = null;
  for (const site of sites) {
    const distance = distanceMeters(position, site);
    const inside = distance <= site.radiusMeters;
    const better =
      best === null || (inside && !best.inside) || (inside === best.inside && distance < best.distanceMeters);
    if (better) best = { site, distanceMeters: distance, inside };
  }
  return best;
}

/** The refusal of a check-in outside every site the person is bound to. */
export function outsideSiteMessage(siteName: string, meters: number, radiusMeters: number): string {
  return fillMessage(FIGURE_MESSAGES.outsideWorkSite, {
    distance: formatDistance(meters),
    site: siteName,
    radius: radiusMeters,
  });
}
