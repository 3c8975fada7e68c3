/** Test data of the profile's leave tab: the shape GET /users/:id/leave-balances answers with. */
import { LEAVE_TYPES } from '../../../../shared/rules/leave.ts';
import type { LeaveBalancesResponse, LedgerEntry } from '../../../../shared/schemas/leave.schema.ts';
import { ids } from '../../test/people-fixtures.ts';

/** Grace's opening balances (spec 002 §9), with 2 days of sick leave held by a pending request. */
const OPENING: Record<number, number> = { 1: 6, 2: 6, 3: 12, 4: 3, 5: 7, 6: 15, 7: 0, 8: 180, 9: 7 };

export function ledgerEntry(overrides: Partial<LedgerEntry> & { id: number }): LedgerEntry {
  return {
    typeId: 1,
    typeName: 'Sick leave',
    kind: 'allocation',
    days: 6,
    note: 'Default allocation',
    leaveId: null,
    actor: null,
    createdAt: '2026-01-05T04:30:00.000Z',
    ...overrides,
  };
}

export const LEDGER: LedgerEntry[] = [
  ledgerEntry({
    id: 3,
    kind: 'correction',
    typeId: 2,
    typeName: 'Personal leave',
    days: -2,
    note: 'Two days taken before the system',
    actor: { id: ids.ada, fullName: 'Ada Lovelace' },
    createdAt: '2026-03-02T06:00:00.000Z',
  }),
  ledgerEntry({
    id: 2,
    kind: 'monthly_top_up',
    days: 1.5,
    note: 'Monthly top-up',
    createdAt: '2026-02-01T00:00:00.000Z',
  }),
  ledgerEntry({ id: 1 }),
];

export function leaveBalances(overrides: Partial<LeaveBalancesResponse> = {}): LeaveBalancesResponse {
  return {
    balances: LEAVE_TYPES.map((type) => {
      const held = type.id === 1 ? 2 : 0;
      const balance = OPENING[type.id] ?? 0;
      return { typeId: type.id, typeName: type.name, balance, held, available: balance - held };
    }),
    ledger: LEDGER,
    ledgerTotal: LEDGER.length,
    page: 1,
    pageSize: 10,
    abilities: { correct: false },
    ...overrides,
  };
}
