import { ComingSoonPanel } from '../../../components/coming-soon-panel.tsx';

/** The person's leave balances and the ledger behind them (GET /users/:id/leave-balances). */
export function LeaveTab(_props: { userId: string }) {
  return <ComingSoonPanel />;
}
