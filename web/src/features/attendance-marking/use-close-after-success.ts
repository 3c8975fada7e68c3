import { useEffect, useState } from 'react';
import { ATTENDANCE_CLOSE_DELAY_MS } from '../../../../shared/rules/attendance.ts';

/**
 * A modal that closes itself ATTENDANCE_CLOSE_DELAY_MS (2 s, spec 000 §2) after its save
 * succeeded, so that the person reads the confirmation first. Closing it sooner cancels the timer.
 */
export function useCloseAfterSuccess(onClose: () => void) {
  const [succeeded, setSucceeded] = useState(false);
  useEffect(() => {
    if (!succeeded) return undefined;
    const timer = setTimeout(onClose, ATTENDANCE_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [succeeded, onClose]);
  return { succeeded, markSucceeded: () => setSucceeded(true) };
}
