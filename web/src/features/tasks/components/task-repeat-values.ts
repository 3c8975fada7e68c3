import type { RepeatFrequency, RepeatWeekday, TaskRepeat } from '../../../../../shared/rules/task-repeat.ts';
import type { TaskRepeatBody } from '../../../../../shared/schemas/tasks.schema.ts';

/** The repeat as the form holds it: every part present, how often null for a task that does not repeat. */
export interface RepeatValues {
  frequency: RepeatFrequency | null;
  interval: number | null;
  weekdays: RepeatWeekday[];
  monthlyBy: 'day' | 'weekday';
  end: { kind: 'never' | 'until' | 'count'; date: string; count: number | null };
}

export const NO_REPEAT: RepeatValues = {
  frequency: null,
  interval: 1,
  weekdays: [],
  monthlyBy: 'day',
  end: { kind: 'never', date: '', count: 10 },
};

/** The form's repeat as the API takes it: null for none, only the parts its choices use. */
export function repeatBody(values: RepeatValues | null | undefined): unknown {
  if (!values?.frequency) return null;
  const end =
    values.end.kind === 'until'
      ? { kind: 'until', date: values.end.date }
      : values.end.kind === 'count'
        ? { kind: 'count', count: values.end.count }
        : { kind: 'never' };
  return {
    frequency: values.frequency,
    interval: values.interval,
    weekdays: values.frequency === 'weekly' ? values.weekdays : [],
    monthlyBy: values.monthlyBy,
    end,
  } satisfies Record<keyof TaskRepeatBody, unknown>;
}

/** A kept repeat as the form holds it (the edit form's series). */
export function repeatValuesOf(repeat: TaskRepeat): RepeatValues {
  const { end } = repeat;
  return {
    ...repeat,
    end: {
      kind: end.kind,
      date: end.kind === 'until' ? end.date : '',
      count: end.kind === 'count' ? end.count : NO_REPEAT.end.count,
    },
  };
}
