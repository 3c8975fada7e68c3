import { ComingSoonPanel } from '../../../components/coming-soon-panel.tsx';

/** Leave application and approval (spec 002 §2): the /leave-approval page and the Attendance screen's tab. */
export function LeaveApprovalPanel() {
  return <ComingSoonPanel />;
}
