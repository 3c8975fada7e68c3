import type { MantineColor } from '@mantine/core';
import type { TFunction } from 'i18next';
import {
  durationInMonths,
  durationLabel,
  type HalfDay,
  type LeaveDayKind,
  type LeaveStatus,
} from '../../../../shared/rules/leave.ts';

/** The colour of each status badge: waiting is yellow, decided green or red, lapsed grey. */
export const LEAVE_STATUS_COLORS: Record<LeaveStatus, MantineColor> = {
  Pending: 'yellow',
  Approved: 'green',
  Rejected: 'red',
  Expired: 'gray',
};

/** The English text of each kind of day in the breakdown. */
export const DAY_KIND_TEXT: Record<LeaveDayKind, string> = {
  working: 'Working day',
  weekend: 'Weekend',
  holiday: 'Holiday',
};

const HALF_DAY_TEXT: Record<HalfDay, string> = { first: '(first half)', second: '(second half)' };

/** '1 day', '2 days', '0.5 day'; empty for zero (spec 002 §5, the form's read-only duration). */
export function formatDays(t: TFunction, days: number): string {
  const label = durationLabel(days);
  if (!label) return '';
  return label.unit === 'day' ? t('{{n}} day', { n: label.count }) : t('{{n}} days', { n: label.count });
}

/**
 * A duration as the list shows it: months and days from 30 days on (spec 002 §9), '1 month 5 days',
 * '2 days', '0.5 day (first half)'.
 */
export function formatLeaveDuration(t: TFunction, days: number, halfDay: HalfDay | null = null): string {
  const { months, days: rest } = durationInMonths(days);
  const parts: string[] = [];
  if (months > 0)
    parts.push(months === 1 ? t('{{n}} month', { n: months }) : t('{{n}} months', { n: months }));
  const dayText = formatDays(t, rest);
  if (dayText) parts.push(dayText);
  if (halfDay) parts.push(t(HALF_DAY_TEXT[halfDay]));
  return parts.join(' ');
}

/** Each leave type's colour on the team calendar, as the attendance grid colours its days. */
export const LEAVE_TYPE_COLORS: Readonly<Record<number, MantineColor>> = {
  1: 'grape',
  2: 'orange',
  3: 'blue',
  4: 'yellow',
  5: 'indigo',
  6: 'cyan',
  7: 'teal',
  8: 'pink',
  9: 'gray',
};
