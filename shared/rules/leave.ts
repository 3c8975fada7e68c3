import type { DEFAULT_LEAVE_ALLOCATION } from '../constants.ts';
import { eachDay, isWeekend } from './dates.ts';

export type LeaveBalanceKey = keyof typeof DEFAULT_LEAVE_ALLOCATION;

/**
 * The leave types of spec 002 §3 with stable ids (Compensatory leave is 7). Each draws on the
 * allocation of the same key, so each is limited by what is left of it.
 */
export const LEAVE_TYPES = [
  { id: 1, key: 'sickLeave', name: 'Sick leave' },
  { id: 2, key: 'personalLeave', name: 'Personal leave' },
  { id: 3, key: 'workFromHome', name: 'Work from home' },
  { id: 4, key: 'optionalHoliday', name: 'Optional leave' },
  { id: 5, key: 'publicHoliday', name: 'Public holiday' },
  { id: 6, key: 'paternityLeave', name: 'Paternity leave' },
  { id: 7, key: 'compensatoryLeave', name: 'Compensatory leave' },
  { id: 8, key: 'maternityLeave', name: 'Maternity leave' },
  { id: 9, key: 'bereavementLeave', name: 'Bereavement leave' },
] as const satisfies ReadonlyArray<{ id: number; key: LeaveBalanceKey; name: string }>;
export type LeaveTypeId = (typeof LEAVE_TYPES)[number]['id'];
export const LEAVE_TYPE_IDS = LEAVE_TYPES.map<LeaveTypeId>((t) => t.id);
export const COMPENSATORY_LEAVE_TYPE_ID = 7;
export const MATERNITY_LEAVE_TYPE_ID = 8;

export function leaveTypeOf(id: number) {
  return LEAVE_TYPES.find((t) => t.id === id);
}

/** The monthly top-up of spec 000 §9 / 002 §9, in days. */
export const MONTHLY_TOP_UP: ReadonlyArray<{ typeId: LeaveTypeId; days: number }> = [
  { typeId: 1, days: 1.5 },
  { typeId: 2, days: 2 },
  { typeId: 3, days: 0.5 },
];

export const LEAVE_REASON_MAX_LENGTH = 500;
export const LEAVE_CORRECTION_REASON_MAX_LENGTH = 300;
export const LEAVE_PAGE_SIZES = [10, 25, 50, 100] as const;
/** A correction moves a balance by at most this many days either way. */
export const LEAVE_CORRECTION_MAX_DAYS = 365;

export type HalfDay = 'first' | 'second';

// --- duration ------------------------------------------------------------------------------------

export type LeaveDayKind = 'working' | 'weekend' | 'holiday';

export interface LeaveDay {
  date: string;
  kind: LeaveDayKind;
  /** The holiday's name, for a holiday. */
  holiday?: string;
}

/**
 * The days from `from` to `to`, each as a working day, a weekend or a holiday of the person's
 * location (a holiday on a weekend counts as a weekend). Empty when `to` is before `from`.
 */
export function leaveDays(from: string, to: string, holidays: ReadonlyMap<string, string>): LeaveDay[] {
  return eachDay(from, to).map((date) => {
    if (isWeekend(date)) return { date, kind: 'weekend' };
    const holiday = holidays.get(date);
    return holiday === undefined ? { date, kind: 'working' } : { date, kind: 'holiday', holiday };
  });
}

/**
 * A leave's duration in days (spec 002 §5): the inclusive count of working days, weekends and
 * holidays left out; a half day counts 0.5 and applies only to a one-day leave on a working day.
 * The form shows it and the server stores it, from this one rule.
 */
export function leaveDuration(
  leave: { from: string; to: string; halfDay?: HalfDay | null },
  holidays: ReadonlyMap<string, string>,
): number {
  const working = leaveDays(leave.from, leave.to, holidays).filter((d) => d.kind === 'working').length;
  return leave.halfDay && leave.from === leave.to && working === 1 ? 0.5 : working;
}

/** How the form shows a duration: '1 day', 'N days', empty when zero (spec 002 §5). */
export function durationLabel(days: number): { count: number; unit: 'day' | 'days' } | null {
  if (days <= 0) return null;
  return { count: days, unit: days <= 1 ? 'day' : 'days' };
}

/** The list shows a duration of 30 or more days as months and days, 30 days to the month (spec 002 §9). */
export function durationInMonths(days: number): { months: number; days: number } {
  if (days < 30) return { months: 0, days };
  const months = Math.floor(days / 30);
  return { months, days: Math.round((days - months * 30) * 10) / 10 };
}

// --- status --------------------------------------------------------------------------------------

export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected', 'Expired'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/**
 * The status is derived, never stored (spec 002 §4): Approved when approved; Rejected when
 * cancelled and not approved; Expired when neither and the end date is before today (today is
 * not expired); Pending otherwise.
 */
export function leaveStatus(
  leave: { approved: boolean; rejected: boolean; toDate: string },
  today: string,
): LeaveStatus {
  if (leave.approved) return 'Approved';
  if (leave.rejected) return 'Rejected';
  if (leave.toDate < today) return 'Expired';
  return 'Pending';
}

/** Whether two leaves share time: the same day's two halves do not. */
export function leavesOverlap(
  a: { from: string; to: string; halfDay?: HalfDay | null },
  b: { from: string; to: string; halfDay?: HalfDay | null },
): boolean {
  if (a.from > b.to || b.from > a.to) return false;
  return !(a.halfDay && b.halfDay && a.halfDay !== b.halfDay && a.from === b.from);
}

/** What a balance allows a new request: the balance less what pending requests already hold. */
export function availableDays(balance: number, held: number): number {
  return Math.max(0, Math.round((balance - held) * 10) / 10);
}

/** Messages of spec 002 §5 (Leave application), word for word where the spec gives them. */
export const LEAVE_MESSAGES = {
  typeRequired: 'Leave type is required!',
  fromRequired: 'From date is required!',
  toRequired: 'To date is required!',
  durationRequired: 'Duration is required!',
  reasonRequired: 'Reason is required!',
  reasonTooLong: `Reason must not exceed ${LEAVE_REASON_MAX_LENGTH} characters!`,
  fromInPast: 'From date cannot be before today!',
  toBeforeFrom: 'To date cannot be before from date!',
  noWorkingDays: 'The chosen dates have no working day.',
  dayNotWorking: 'Leave cannot start or end on a weekend or a holiday.',
  overlaps: 'You already have leave on these dates.',
  halfDayOneDay: 'A half day is a leave of one day.',
  maternity: 'You cannot apply maternity leave!',
  noCompensatory: "You don't have Compensatory leave",
  compensatoryOnly: (n: number) => `you have a ${n} Compensatory leave's only`,
  noneLeft: (type: string) => `You have no ${type} left.`,
  onlyAvailable: (n: number, type: string) =>
    `You have only ${n} ${n === 1 ? 'day' : 'days'} of ${type} available.`,
  tooFarAhead: (lastDay: string) => `Leave can be applied up to ${lastDay}.`,
  saved: 'Leave applied successfully.',
  updated: 'Leave updated successfully.',
  deleted: 'Leave deleted successfully.',
  approved: 'Leave approved.',
  rejected: 'Leave rejected.',
  notPending: 'This leave is no longer pending.',
  ownLeave: 'You cannot approve or reject your own leave.',
  correctionReasonRequired: 'Reason is required!',
  correctionDaysRequired: 'Days are required!',
  correctionOverdraw: 'The correction would take the balance below zero.',
} as const;

/** The message for a request over what a balance allows (spec 002 §5 for compensatory leave). */
export function insufficientBalanceMessage(typeId: number, available: number): string {
  const type = leaveTypeOf(typeId)?.name ?? 'leave';
  if (typeId === COMPENSATORY_LEAVE_TYPE_ID) {
    return available <= 0 ? LEAVE_MESSAGES.noCompensatory : LEAVE_MESSAGES.compensatoryOnly(available);
  }
  return available <= 0 ? LEAVE_MESSAGES.noneLeft(type) : LEAVE_MESSAGES.onlyAvailable(available, type);
}

/** The web app's address that opens one leave: the leave page's list, with the leave in a dialog. */
export const leavePath = (id: number | string): string => `/leave-approval?leave=${id}`;
