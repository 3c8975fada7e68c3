import { describe, expect, it } from 'vitest';
import { ATTENDANCE_MESSAGES } from '../../../../shared/rules/attendance.ts';
import { MESSAGE_KEYS } from '../../i18n/all-strings.ts';
import { formatPosition, nearestFirst } from './work-sites-format.ts';
import { HEAD_OFFICE, MUMBAI_BRANCH, WAREHOUSE } from './work-sites-test-data.ts';

describe('work sites list format', () => {
  it.each([
    [{ latitude: 18.5204303, longitude: 73.8567437 }, '18.52043, 73.85674'],
    [{ latitude: -33.8688, longitude: 151.2093 }, '-33.86880, 151.20930'],
    [{ latitude: 0, longitude: -0.0000049 }, '0.00000, 0.00000'],
  ])('shows %o as %s', (position, shown) => {
    expect(formatPosition(position)).toBe(shown);
  });

  it('puts the nearest first once the distances are known, the others after in their order', () => {
    const sites = [
      { ...HEAD_OFFICE, distanceMeters: 5_000 },
      { ...MUMBAI_BRANCH, distanceMeters: null },
      { ...WAREHOUSE, distanceMeters: 40 },
    ];
    expect(nearestFirst(sites).map((site) => site.name)).toEqual([
      'Warehouse',
      'Head office',
      'Mumbai branch',
    ]);
    const unknown = [HEAD_OFFICE, MUMBAI_BRANCH, WAREHOUSE];
    expect(nearestFirst(unknown).map((site) => site.name)).toEqual([
      'Head office',
      'Mumbai branch',
      'Warehouse',
    ]);
  });

  it('has a translation key for every message of the shared schema that the site and expiry forms show', () => {
    const keys = new Set<string>(MESSAGE_KEYS);
    const shown = [
      ATTENDANCE_MESSAGES.siteNameRequired,
      ATTENDANCE_MESSAGES.siteNameTaken,
      ATTENDANCE_MESSAGES.latitudeInvalid,
      ATTENDANCE_MESSAGES.longitudeInvalid,
      ATTENDANCE_MESSAGES.radiusInvalid,
      ATTENDANCE_MESSAGES.membersInvalid,
      ATTENDANCE_MESSAGES.expiryInvalid,
      'Must not exceed 100 characters!',
    ];
    expect(shown.filter((message) => !keys.has(message))).toEqual([]);
  });
});
