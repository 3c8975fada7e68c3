import { useCallback } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import {
  availableDays,
  insufficientBalanceMessage,
  LEAVE_MESSAGES,
  leaveDays,
  leaveDuration,
  MATERNITY_LEAVE_TYPE_ID,
} from '../../../../../shared/rules/leave.ts';
import type { Leave, LeaveBody, LeavePlanner } from '../../../../../shared/schemas/leave.schema.ts';
import type { LeaveCalendar } from '../leave-form-days.ts';
import type { LeaveFormValues } from './leave-form-schema.ts';

/**
 * What the leave form computes as it is filled in: the duration by the shared rule and its days,
 * what each type's balance allows, and the messages of the rules Save waits on (English).
 */
export function useLeaveDuration(
  form: UseFormReturn<LeaveFormValues, unknown, LeaveBody>,
  planner: LeavePlanner,
  leave: Leave | null,
  calendar: LeaveCalendar,
) {
  const { errors, touchedFields } = form.formState;
  const [typeId, fromDate, toDate, halfDay] = useWatch({
    control: form.control,
    name: ['typeId', 'fromDate', 'toDate', 'halfDay'],
  });
  const hasRange = fromDate !== '' && toDate !== '' && toDate >= fromDate;
  const duration = hasRange ? leaveDuration({ from: fromDate, to: toDate, halfDay }, calendar.holidays) : 0;
  const days = hasRange ? leaveDays(fromDate, toDate, calendar.holidays) : [];

  /** What a request of the type may take; an edited leave's own days are free again for it. */
  const availableOf = useCallback(
    (id: number): number => {
      const row = planner.balances.find((b) => b.typeId === id);
      if (!row) return 0;
      const ownHeld = leave && leave.typeId === id ? leave.duration : 0;
      return availableDays(row.balance, row.held - ownHeld);
    },
    [planner, leave],
  );

  const maternityRefused = typeId === MATERNITY_LEAVE_TYPE_ID && !planner.maternityAllowed;
  const datesTouched = Boolean(touchedFields.fromDate || touchedFields.toDate);
  const durationMessage =
    errors.duration?.message ??
    (typeId !== null && hasRange && duration > availableOf(typeId)
      ? insufficientBalanceMessage(typeId, availableOf(typeId))
      : null) ??
    (hasRange && duration === 0 && datesTouched ? LEAVE_MESSAGES.durationRequired : null);
  const blocked = maternityRefused || durationMessage !== null || (hasRange && duration === 0);

  return {
    typeId,
    fromDate,
    toDate,
    duration,
    days,
    availableOf,
    maternityRefused,
    durationMessage,
    blocked,
  };
}
