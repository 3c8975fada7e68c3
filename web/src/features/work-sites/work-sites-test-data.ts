/** Test data of Settings > Work sites: the shapes the work sites API answers with, and a browser position. */
import { vi } from 'vitest';
import type { Position } from '../../../../shared/rules/attendance.ts';
import type { SessionUser } from '../../../../shared/schemas/auth.schema.ts';
import type { WorkSite, WorkSiteListResponse } from '../../../../shared/schemas/attendance.schema.ts';
import { ids } from '../../test/people-fixtures.ts';
import { TEST_USER } from '../../test/render-app.tsx';

/** Ada in a custom role that may manage attendance (and nothing else). */
export const ATTENDANCE_MANAGER: SessionUser = {
  ...TEST_USER,
  role: { id: ids.employeeRole, name: 'HR', systemKey: null },
  permissions: ['ManageAttendance'],
  abilities: { ...TEST_USER.abilities, manageAttendance: true },
};

/** Where the test browser says it is: Pune, near the head office. */
export const PUNE: Position = { latitude: 18.520431, longitude: 73.856744 };

export const HEAD_OFFICE: WorkSite = {
  id: 1,
  name: 'Head office',
  latitude: 18.5204303,
  longitude: 73.8567437,
  radiusMeters: 200,
  members: [
    { id: ids.alan, name: 'Alan Turing' },
    { id: ids.barbara, name: 'Barbara Liskov' },
    { id: ids.grace, name: 'Grace Hopper' },
    { id: ids.linus, name: 'Linus Torvalds' },
    { id: ids.ada, name: 'Ada Lovelace' },
  ],
  distanceMeters: null,
};

export const MUMBAI_BRANCH: WorkSite = {
  id: 2,
  name: 'Mumbai branch',
  latitude: 19.0760898,
  longitude: 72.8774121,
  radiusMeters: 500,
  members: [{ id: ids.grace, name: 'Grace Hopper' }],
  distanceMeters: null,
};

export const WAREHOUSE: WorkSite = {
  id: 3,
  name: 'Warehouse',
  latitude: 18.6,
  longitude: 73.9,
  radiusMeters: 1000,
  members: [],
  distanceMeters: null,
};

export function sitesResponse(items: WorkSite[], compensatoryExpiryDays = 90): WorkSiteListResponse {
  return { items, settings: { compensatoryExpiryDays, workDayStart: '09:30', workDayEnd: '18:30' } };
}

/**
 * Gives the test's browser a geolocation that answers `answer` (or refuses, as a person saying no
 * does). Undo it with `removeGeolocation` after the test.
 */
const DENIED = 'User denied Geolocation';

export function stubGeolocation(answer: Position | 'denied') {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if (answer === 'denied') {
      failure?.({ code: 1, message: DENIED } as GeolocationPositionError);
    } else {
      success({ coords: { ...answer, accuracy: 20 } } as GeolocationPosition);
    }
  });
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: { getCurrentPosition },
  });
  return getCurrentPosition;
}

export function removeGeolocation() {
  Reflect.deleteProperty(navigator, 'geolocation');
}
