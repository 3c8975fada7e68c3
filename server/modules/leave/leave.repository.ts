import { eq } from 'drizzle-orm';
import { DEFAULT_LEAVE_ALLOCATION } from '../../../shared/constants.ts';
import { maternityAllowed } from '../../../shared/rules/people.ts';
import type { LeaveBalance } from '../../../shared/schemas/users.schema.ts';
import type { DbOrTx } from '../../db/client.ts';
import { leaveAllocations } from '../../db/schema.ts';

/** Every new person gets the default allocation; maternity leave only for a married female. */
export async function createDefaultAllocation(
  tx: DbOrTx,
  person: { userId: string; gender: string | null; maritalStatus: string | null },
): Promise<void> {
  await tx
    .insert(leaveAllocations)
    .values({
      userId: person.userId,
      ...DEFAULT_LEAVE_ALLOCATION,
      maternityLeave: maternityAllowed(person.gender, person.maritalStatus)
        ? DEFAULT_LEAVE_ALLOCATION.maternityLeave
        : 0,
    })
    .onConflictDoNothing();
}

export async function findLeaveBalance(db: DbOrTx, userId: string): Promise<LeaveBalance | null> {
  const [row] = await db
    .select({
      sickLeave: leaveAllocations.sickLeave,
      personalLeave: leaveAllocations.personalLeave,
      workFromHome: leaveAllocations.workFromHome,
      optionalHoliday: leaveAllocations.optionalHoliday,
      publicHoliday: leaveAllocations.publicHoliday,
      maternityLeave: leaveAllocations.maternityLeave,
      paternityLeave: leaveAllocations.paternityLeave,
      compensatoryLeave: leaveAllocations.compensatoryLeave,
      bereavementLeave: leaveAllocations.bereavementLeave,
    })
    .from(leaveAllocations)
    .where(eq(leaveAllocations.userId, userId));
  return row ?? null;
}
