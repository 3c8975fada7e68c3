import { useQuery } from '@tanstack/react-query';
import type { Position } from '../../../../shared/rules/attendance.ts';

/** Six decimals of a degree are about 10 cm: finer than any browser's position, and short to read. */
const DECIMALS = 6;

/** How long the browser may look before it gives up. */
const POSITION_TIMEOUT_MS = 15_000;

export function roundCoordinate(value: number): number {
  return Number(value.toFixed(DECIMALS));
}

/**
 * Where the browser says this device is, once: a fresh reading when `fresh` (the site form's
 * button), else one up to five minutes old. Rejects when there is no geolocation, when the person
 * refused it, or when no position came in time.
 */
export function readCurrentPosition({ fresh = false } = {}): Promise<Position> {
  return new Promise((resolve, reject) => {
    if (typeof navigator === 'undefined' || !('geolocation' in navigator)) {
      reject(new Error('This browser cannot tell its position.'));
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) =>
        resolve({ latitude: roundCoordinate(coords.latitude), longitude: roundCoordinate(coords.longitude) }),
      (error) => reject(new Error(error.message || 'No position.')),
      { enableHighAccuracy: fresh, timeout: POSITION_TIMEOUT_MS, maximumAge: fresh ? 0 : 300_000 },
    );
  });
}

/**
 * The viewer's position for the distances of the work sites list. The browser is asked once a
 * visit (its answer, even a refusal, is kept), so switching tabs does not ask again.
 */
export function useViewerPosition() {
  return useQuery({
    queryKey: ['geolocation', 'viewer'],
    queryFn: () => readCurrentPosition(),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
}
