import type { Leave, LeaveListResponse, LeavePlanner } from '../../../../shared/schemas/leave.schema.ts';
import { TEST_USER } from '../../test/render-app.tsx';

/** Test data of the leave screen, in the shapes the API answers with (used by the component tests only). */
export const leaveIds = {
  ada: TEST_USER.id,
  grace: '11111111-1111-4111-8111-111111111111',
};

const NO_ABILITIES: Leave['abilities'] = {
  edit: false,
  delete: false,
  approve: false,
  reject: false,
  cancel: false,
};

/** A leave row; `abilities` lists only the actions the row allows. */
export function leave(
  overrides: Partial<Omit<Leave, 'abilities'>> & { id: number; abilities?: Partial<Leave['abilities']> },
): Leave {
  return {
    employee: { id: leaveIds.grace, fullName: 'Grace Hopper', avatarUrl: null },
    typeId: 1,
    typeName: 'Sick leave',
    fromDate: '2026-11-26',
    toDate: '2026-11-27',
    halfDay: null,
    duration: 2,
    reason: 'Flu',
    appliedOn: '2026-11-20T05:00:00.000Z',
    status: 'Pending',
    decidedBy: null,
    ...overrides,
    abilities: { ...NO_ABILITIES, ...overrides.abilities },
  };
}

export function leavePage(
  items: Leave[],
  extra: Partial<Omit<LeaveListResponse, 'items'>> = {},
): LeaveListResponse {
  return { items, total: items.length, page: 1, pageSize: 10, ...extra };
}

function balance(typeId: number, typeName: string, value: number, held = 0) {
  return { typeId, typeName, balance: value, held, available: Math.max(0, value - held) };
}

/**
 * Ada's planner on Monday 23 November 2026: Founders Day on Monday 30 November, her own approved
 * leave on 3–4 December, 6 days of sick leave and no compensatory leave.
 */
export function planner(overrides: Partial<LeavePlanner> = {}): LeavePlanner {
  return {
    today: '2026-11-23',
    lastDay: '2027-12-31',
    location: 1,
    holidays: [
      { date: '2026-11-30', name: 'Founders Day' },
      { date: '2026-12-25', name: 'Christmas' },
    ],
    covered: [{ leaveId: 50, fromDate: '2026-12-03', toDate: '2026-12-04', halfDay: null }],
    balances: [
      balance(1, 'Sick leave', 6),
      balance(2, 'Personal leave', 6),
      balance(3, 'Work from home', 12),
      balance(4, 'Optional leave', 3),
      balance(5, 'Public holiday', 7),
      balance(6, 'Paternity leave', 0),
      balance(7, 'Compensatory leave', 0),
      balance(8, 'Maternity leave', 0),
      balance(9, 'Bereavement leave', 7),
    ],
    maternityAllowed: false,
    ...overrides,
  };
}
