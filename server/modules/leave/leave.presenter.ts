import { leaveStatus, leaveTypeOf } from '../../../shared/rules/leave.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Leave, LeaveBalanceRow } from '../../../shared/schemas/leave.schema.ts';
import { availableDays } from '../../../shared/rules/leave.ts';
import { avatarUrl } from '../../../shared/rules/people.ts';
import type { BalanceFigures } from './leave-ledger.repository.ts';
import { leaveAbilities } from './leave.policy.ts';
import type { LeaveListRow } from './leave.repository.ts';

export function presentLeave(actor: SessionUser, row: LeaveListRow, today: string, isAbove: boolean): Leave {
  const status = leaveStatus(
    { approved: row.approvedAt !== null, rejected: row.rejectedAt !== null, toDate: row.toDate },
    today,
  );
  return {
    id: row.id,
    employee: {
      id: row.userId,
      fullName: `${row.firstName} ${row.lastName}`,
      avatarUrl: avatarUrl(row.avatarKey),
    },
    typeId: row.typeId,
    typeName: leaveTypeOf(row.typeId)?.name ?? '',
    fromDate: row.fromDate,
    toDate: row.toDate,
    halfDay: row.halfDay,
    duration: Number(row.duration),
    reason: row.reason,
    appliedOn: row.createdAt.toISOString(),
    status,
    decidedBy:
      row.deciderId && (row.approvedAt || row.rejectedAt)
        ? { id: row.deciderId, fullName: `${row.deciderFirstName} ${row.deciderLastName}` }
        : null,
    abilities: leaveAbilities(actor, { userId: row.userId, status, fromDate: row.fromDate }, isAbove, today),
  };
}

export function presentBalances(figures: BalanceFigures[]): LeaveBalanceRow[] {
  return figures.map((f) => ({
    typeId: f.typeId,
    typeName: leaveTypeOf(f.typeId)?.name ?? '',
    balance: f.balance,
    held: f.held,
    available: availableDays(f.balance, f.held),
  }));
}
