import { useCallback, useEffect, useState } from 'react';
import { LOCATION_ACCURACY_MAX_METERS } from '../../../../shared/rules/attendance.ts';

export interface CurrentPosition {
  latitude: number;
  longitude: number;
  /** Metres, as the browser reports it; null when it does not. */
  accuracy: number | null;
}

/** Why there is no position: refused by the person, no answer from the device, or too vague to use. */
export type PositionFailure = 'denied' | 'unavailable' | 'imprecise';

export type PositionState =
  | { status: 'locating' }
  | { status: 'found'; position: CurrentPosition }
  | { status: 'failed'; failure: PositionFailure };

/** How long the browser may look for a position, and how old a known one may be. */
const GEOLOCATION_OPTIONS: PositionOptions = {
  enableHighAccuracy: true,
  timeout: 20_000,
  maximumAge: 30_000,
};

/** GeolocationPositionError.PERMISSION_DENIED (the constant is missing where there is no geolocation). */
const PERMISSION_DENIED = 1;

class PositionError extends Error {
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

/** A browser without the API says so once per page, not at every mount. */
let unsupportedLogged = false;

/** One position from the browser, once; the browser asks the person the first time only. */
export function readCurrentPosition(): Promise<CurrentPosition> {
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
      GEOLOCATION_OPTIONS,
    );
  });
}

/**
 * The browser's position, asked for once when the component mounts (never in a loop: asking again
 * is the person's choice, through `retry`). A failure is logged (spec 000 §8) and leaves no position.
 */
export function useCurrentPosition(): PositionState & { retry: () => void } {
  const [state, setState] = useState<PositionState>({ status: 'locating' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    readCurrentPosition().then(
      (position) => {
        if (current) setState({ status: 'found', position });
      },
      (error: unknown) => {
        const failure = error instanceof PositionError ? error.failure : 'unavailable';
        // Logged (spec 000 §8). A refusal is the person's choice and a missing API the browser's,
        // not faults of the app: warnings.
        if (error instanceof PositionError && error.unsupported) {
          if (!unsupportedLogged) console.warn('The current location could not be read.', error);
          unsupportedLogged = true;
        } else if (failure === 'denied') {
          console.warn('The current location could not be read.', error);
        } else {
          console.error('The current location could not be read.', error);
        }
        if (current) setState({ status: 'failed', failure });
      },
    );
    return () => {
      current = false;
    };
  }, [attempt]);

  const retry = useCallback(() => {
    setState({ status: 'locating' });
    setAttempt((n) => n + 1);
  }, []);

  return { ...state, retry };
}
