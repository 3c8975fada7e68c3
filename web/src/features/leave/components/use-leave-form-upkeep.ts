import { useEffect } from 'react';
import type { FieldPath, UseFormReturn } from 'react-hook-form';
import type { LeaveBody } from '../../../../../shared/schemas/leave.schema.ts';
import type { LeaveCalendar } from '../leave-form-days.ts';
import { DURATION_FIELDS, type LeaveFormValues } from './leave-form-schema.ts';

type LeaveForm = UseFormReturn<LeaveFormValues, unknown, LeaveBody>;

/**
 * What follows a change in the leave form: moving a date drops what no longer fits (a to-date out
 * of range, a half of a longer leave); the from date's check against the person's other leave is
 * run again when the range moves; and a server's message stands until what it is about changes.
 */
export function useLeaveFormUpkeep(form: LeaveForm, calendar: LeaveCalendar, onChange: () => void) {
  useEffect(() => {
    const settleDates = (from: string, to: string) => {
      if (to && (!from || to < from || to > calendar.lastToDate(from))) {
        form.setValue('toDate', '', {
          shouldDirty: true,
          shouldValidate: form.getFieldState('toDate').isTouched,
        });
        to = '';
      }
      if (form.getValues('halfDay') !== null && (!from || from !== to)) {
        form.setValue('halfDay', null, { shouldDirty: true });
      }
    };
    return form.subscribe({
      formState: { values: true },
      callback: ({ name }) => {
        onChange();
        if (!name) return;
        const field = name as FieldPath<LeaveFormValues>;
        const moved = (DURATION_FIELDS as readonly string[]).includes(field);
        for (const each of moved ? DURATION_FIELDS : [field]) {
          if (form.getFieldState(each).error?.type === 'server') form.clearErrors(each);
        }
        if (field === 'fromDate' || field === 'toDate') {
          settleDates(form.getValues('fromDate'), form.getValues('toDate'));
        }
        if (field === 'toDate' || field === 'halfDay') void form.trigger('fromDate');
      },
    });
  }, [form, calendar, onChange]);
}
