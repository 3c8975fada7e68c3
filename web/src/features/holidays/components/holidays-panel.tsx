import { ComingSoonPanel } from '../../../components/coming-soon-panel.tsx';

/** The Holidays calendar (spec 002 §2): the /calendar page and the Attendance screen's tab. */
export function HolidaysPanel() {
  return <ComingSoonPanel />;
}
