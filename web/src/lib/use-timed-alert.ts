import { useCallback, useEffect, useState } from 'react';
import { ALERT_DURATION_MS } from '../../../shared/constants.ts';

export interface TimedAlertValue {
  /** English text; the alert translates it. */
  message: string;
  title?: string;
  color: 'red' | 'green';
}

/** An alert that hides itself after the spec's 5 seconds (spec 000 §8). */
export function useTimedAlert() {
  const [alert, setAlert] = useState<TimedAlertValue | null>(null);

  useEffect(() => {
    if (!alert) return;
    const timer = setTimeout(() => setAlert(null), ALERT_DURATION_MS);
    return () => clearTimeout(timer);
  }, [alert]);

  const clear = useCallback(() => setAlert(null), []);
  return { alert, show: setAlert, clear };
}
