import { useCallback, useEffect, useState } from 'react';
import {
  logPositionFailure,
  readCurrentPosition,
  type DevicePosition,
  type PositionFailure,
} from '../../lib/geolocation.ts';

export type CurrentPosition = DevicePosition;

export type PositionState =
  | { status: 'locating' }
  | { status: 'found'; position: CurrentPosition }
  | { status: 'failed'; failure: PositionFailure };

/**
 * The browser's position, asked for once when the component mounts (never in a loop: asking again
 * is the person's choice, through `retry`). A failure is logged (spec 000 §8) and leaves no position.
 */
export function useCurrentPosition(): PositionState & { retry: () => void } {
  const [state, setState] = useState<PositionState>({ status: 'locating' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    readCurrentPosition({ fresh: true }).then(
      (position) => {
        if (current) setState({ status: 'found', position });
      },
      (error: unknown) => {
        const failure = logPositionFailure(error);
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
