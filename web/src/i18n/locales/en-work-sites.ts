/**
 * The strings of work sites and the attendance settings, in English: the keys. en.ts spreads them into MESSAGE_KEYS.
 */
export const WORK_SITES_MESSAGE_KEYS = [
  'Attendance permissions',
  // Settings > Work sites
  'Work sites',
  'People bound to sites may mark attendance only within the radius of one of them.',
  'Add work site',
  'Edit work site',
  'No work sites yet',
  'Until there are, everyone may mark attendance anywhere.',
  'Distances show when the browser shares your position.',
  'Position',
  'Radius',
  '{{distance}} away',
  'You are here',
  'People ({{number}}):',
  'No one is bound to this site.',
  'Edit work site {{name}}',
  'Delete work site {{name}}',
  'You want to delete work site {{name}}?',
  'You want to delete work site {{name}}? People bound to no other site may then mark attendance anywhere.',
  'Work site saved.',
  'Work site updated.',
  'Work site deleted.',
  // The site form
  'Site name',
  'Latitude',
  'Longitude',
  'Use my current position',
  'Your position is not available. Allow location access, or type the latitude and longitude.',
  'Radius (metres)',
  'Attendance can be marked within this distance of the site.',
  'People bound to this site',
  'They may mark attendance only at their work sites. People bound to none may mark it anywhere.',
  // The compensatory expiry
  'Compensatory days',
  'A day earned by working on a weekend or a holiday is lost when it is not taken in time.',
  'Compensatory days expire after',
  'days',
  'From {{min}} to {{max}} days.',
  'Attendance settings saved.',
  // The shared schema's messages (shared/rules/attendance.ts), shown under the fields
  'Site name is required!',
  'Must not exceed 100 characters!',
  'A work site with this name already exists.',
  'Latitude must be a number from -90 to 90.',
  'Longitude must be a number from -180 to 180.',
  'Radius must be a whole number of metres from 25 to 10000.',
  'Choose people of the organisation.',
  'The expiry must be a whole number of days from 1 to 730.',
] as const;

export type WorkSitesMessageKey = (typeof WORK_SITES_MESSAGE_KEYS)[number];
export type WorkSitesTranslations = Record<WorkSitesMessageKey, string>;
