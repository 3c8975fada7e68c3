import type { MantineColor } from '@mantine/core';
import { formatDay } from '../../../../shared/rules/dates.ts';
import { type TaskStatus } from '../../../../shared/rules/tasks.ts';

/** The calendar day of an instant in a time zone (the viewer's), as DD-MM-YYYY. */
export function formatInstantDay(instant: string, timeZone: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  try {
    const parts = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(date);
    const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return `${part('day')}-${part('month')}-${part('year')}`;
  } catch {
    // An unknown zone: the UTC day.
    return formatDay(date.toISOString());
  }
}

/** The colour of each status badge; Closed and In-active are quiet. */
export const STATUS_COLORS: Record<TaskStatus, MantineColor> = {
  New: 'blue',
  Active: 'cyan',
  'In-progress': 'yellow',
  Completed: 'green',
  Closed: 'gray',
  'In-active': 'dark',
};

/** Cuts a label to `max` characters, with an ellipsis when something was cut. */
export function truncateLabel(label: string, max: number): string {
  return label.length > max ? `${label.slice(0, max).trimEnd()}…` : label;
}

/** Assignee filter labels (spec 000 §9): cut at 25 characters, at 22 with an ellipsis when several are chosen. */
export function assigneeFilterLabel(name: string, chosenCount: number): string {
  return truncateLabel(name, chosenCount > 1 ? 22 : 25);
}

/** Other filter labels (spec 000 §9): long ones are cut to 15 characters and an ellipsis. */
export function filterLabel(name: string): string {
  return truncateLabel(name, 15);
}
