import { useQuery } from '@tanstack/react-query';
import { LOCATION_ACCURACY_MAX_METERS } from '../../../shared/rules/attendance.ts';

/** Where the browser says this device is. */
export interface DevicePosition {
  latitude: number;
  longitude: number;
  /** Metres, as the browser reports it; null when it does not. */
  accuracy: number | null;
}

/** Why there is no position: refused by the person, no answer from the device, or too vague to use. */
export type PositionFailure = 'denied' | 'unavailable' | 'imprecise';

/** GeolocationPositionError.PERMISSION_DENIED (the constant is missing where there is no geolocation). */
const PERMISSION_DENIED = 1;

export class PositionError extends Error {
  readonly failure: PositionFailure;
  /** The browser has no Geolocation API at all (an old one, or a page served over plain http). */
  readonly unsupported: boolean;
  constructor(failure: PositionFailure, message: string, unsupported = false) {
    super(message);
    this.name = 'PositionError';
    this.failure = failure;
    this.unsupported = unsupported;
  }
}

/**
 * One position from the browser (it asks the person the first time only). `fresh`: a precise
 * reading of now, for marking attendance or filling a site's position; otherwise one up to five
 * minutes old will do (the top bar's place, the distances to the work sites).
 */
export function readCurrentPosition({ fresh = false } = {}): Promise<DevicePosition> {
  return new Promise((resolve, reject) => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      reject(new PositionError('unavailable', 'Geolocation is not supported by this browser.', true));
      return;
    }
    geolocation.getCurrentPosition(
      ({ coords }) => {
        const accuracy = Number.isFinite(coords.accuracy) ? coords.accuracy : null;
        if (accuracy !== null && accuracy > LOCATION_ACCURACY_MAX_METERS) {
          reject(
            new PositionError('imprecise', `The position is only accurate to ${Math.round(accuracy)} m.`),
          );
          return;
        }
        resolve({ latitude: coords.latitude, longitude: coords.longitude, accuracy });
      },
      (error) =>
        reject(
          new PositionError(
            error.code === PERMISSION_DENIED ? 'denied' : 'unavailable',
            `Geolocation failed (${error.code}): ${error.message}`,
          ),
        ),
      fresh
        ? { enableHighAccuracy: true, timeout: 20_000, maximumAge: 30_000 }
        : { enableHighAccuracy: false, timeout: 20_000, maximumAge: 300_000 },
    );
  });
}

/** A browser without the API says so once per page, not at every mount. */
let unsupportedLogged = false;

/**
 * Logs why there is no position (spec 000 §8). A refusal is the person's choice and a missing API
 * the browser's, not faults of the app: warnings; anything else is an error.
 */
export function logPositionFailure(error: unknown): PositionFailure {
  const failure = error instanceof PositionError ? error.failure : 'unavailable';
  if (error instanceof PositionError && error.unsupported) {
    if (!unsupportedLogged) console.warn('The current location could not be read.', error);
    unsupportedLogged = true;
  } else if (failure === 'denied') {
    console.warn('The current location could not be read.', error);
  } else {
    console.error('The current location could not be read.', error);
  }
  return failure;
}

/**
 * The device's position for what only needs roughly where the person is (the top bar's place,
 * how far the work sites are): the browser is asked once a visit, and its answer, even a refusal,
 * is kept and shared by every screen that shows it.
 */
export function useDevicePosition() {
  return useQuery({
    queryKey: ['geolocation', 'device'],
    queryFn: async () => {
      try {
        return await readCurrentPosition();
      } catch (error) {
        logPositionFailure(error);
        throw error;
      }
    },
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
