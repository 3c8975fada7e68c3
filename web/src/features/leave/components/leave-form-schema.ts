import { z } from 'zod';
import { LEAVE_MESSAGES, type HalfDay } from '../../../../../shared/rules/leave.ts';
import { leaveBodySchema, type Leave } from '../../../../../shared/schemas/leave.schema.ts';
import type { LeaveCalendar } from '../leave-form-days.ts';

/** The form as typed: the type and the dates start empty. */
export interface LeaveFormValues {
  typeId: number | null;
  /** ISO days, or '' before one is chosen. */
  fromDate: string;
  toDate: string;
  /** null: the whole day (or a leave of several days). */
  halfDay: HalfDay | null;
  reason: string;
  /**
   * No input: the duration is computed, not typed. It is where the server's word on the duration
   * (a 422 detail at `duration`) lands, shown under the Duration box; it is never sent.
   */
  duration: '';
}

/** The fields whose change moves the duration: a server's word on one of them is stale once one changes. */
export const DURATION_FIELDS = ['typeId', 'fromDate', 'toDate', 'halfDay', 'duration'] as const;

export function valuesOf(leave: Leave | null): LeaveFormValues {
  if (!leave) return { typeId: null, fromDate: '', toDate: '', halfDay: null, reason: '', duration: '' };
  const { typeId, fromDate, toDate, halfDay, reason } = leave;
  return { typeId, fromDate, toDate, halfDay, reason, duration: '' };
}

/**
 * The shared schema (what the server checks, with its messages), and beside it the days of the
 * person's other leave: a leave sharing time with one says so under the from date, whatever else
 * is still missing (a check of its own, so that another field's message does not hold it back).
 */
export function leaveFormSchema(calendar: LeaveCalendar) {
  const body = z.preprocess((values) => {
    const { duration: _duration, ...rest } = values as LeaveFormValues;
    return rest;
  }, leaveBodySchema);
  const otherLeave = z
    .unknown()
    .superRefine((values, issue) => {
      const { fromDate: from, toDate: to, halfDay } = values as LeaveFormValues;
      if (from && to && to >= from && calendar.overlapsOther({ from, to, halfDay })) {
        issue.addIssue({ code: 'custom', path: ['fromDate'], message: LEAVE_MESSAGES.overlaps });
      }
    })
    .transform(() => ({}));
  return z.intersection(body, otherLeave);
}
