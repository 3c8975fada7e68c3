import { describe, expect, it } from 'vitest';
import {
  availableDays,
  durationInMonths,
  durationLabel,
  insufficientBalanceMessage,
  leaveDays,
  leaveDuration,
  leavesOverlap,
  leaveStatus,
  type HalfDay,
} from './leave.ts';

/** National public holidays of 2026–2028 as the calendars hold them (date-holidays). */
const INDIA = new Map([
  ['2026-01-26', 'Republic Day'],
  ['2026-08-15', 'Independence Day'], // a Saturday
  ['2026-10-02', 'Gandhi Jayanti'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-26', 'Republic Day'],
]);
const US = new Map([
  ['2026-07-03', 'Independence Day (substitute day)'],
  ['2026-07-04', 'Independence Day'], // a Saturday
  ['2026-11-26', 'Thanksgiving Day'],
  ['2026-12-25', 'Christmas Day'],
  ['2027-01-01', "New Year's Day"],
]);
const NONE = new Map<string, string>();

describe('leave duration: working days from, to, both included', () => {
  it.each([
    // single days
    ['a Monday', NONE, '2026-11-30', '2026-11-30', null, 1],
    ['a Saturday', NONE, '2026-11-28', '2026-11-28', null, 0],
    ['a Sunday', NONE, '2026-11-29', '2026-11-29', null, 0],
    ['a holiday (India)', INDIA, '2026-10-02', '2026-10-02', null, 0],
    ['a holiday of the other location', US, '2026-10-02', '2026-10-02', null, 1],
    // half days
    ['a first half', NONE, '2026-11-30', '2026-11-30', 'first', 0.5],
    ['a second half', NONE, '2026-11-30', '2026-11-30', 'second', 0.5],
    ['a half of a holiday', US, '2026-11-26', '2026-11-26', 'first', 0],
    ['a half of a Saturday', NONE, '2026-11-28', '2026-11-28', 'second', 0],
    // weeks
    ['Monday to Friday', NONE, '2026-11-30', '2026-12-04', null, 5],
    ['Friday to Monday over a weekend', NONE, '2026-11-27', '2026-11-30', null, 2],
    ['two whole weeks', NONE, '2026-11-30', '2026-12-13', null, 10],
    ['a weekend only', NONE, '2026-11-28', '2026-11-29', null, 0],
    ['to before from', NONE, '2026-12-04', '2026-11-30', null, 0],
    // holidays
    ['a week with Thanksgiving (US)', US, '2026-11-23', '2026-11-27', null, 4],
    ['the same week in India', INDIA, '2026-11-23', '2026-11-27', null, 5],
    ['a week with Gandhi Jayanti (India)', INDIA, '2026-09-28', '2026-10-02', null, 4],
    ['a holiday on a Saturday (India, 15 August)', INDIA, '2026-08-10', '2026-08-16', null, 5],
    ['the US substitute Friday and the Saturday', US, '2026-06-29', '2026-07-05', null, 4],
    ['Christmas week, both locations alike', INDIA, '2026-12-21', '2026-12-25', null, 4],
    ['Christmas week (US)', US, '2026-12-21', '2026-12-25', null, 4],
    // month and year boundaries
    ['across a month end', NONE, '2026-11-30', '2026-12-01', null, 2],
    ['across a year end', NONE, '2026-12-28', '2027-01-04', null, 6],
    ['across a year end with New Year (US)', US, '2026-12-28', '2027-01-04', null, 5],
    ['across a year end with Christmas (India)', INDIA, '2026-12-24', '2027-01-04', null, 7],
    ['a whole month (November 2026)', NONE, '2026-11-01', '2026-11-30', null, 21],
    ['a whole month with Thanksgiving (US)', US, '2026-11-01', '2026-11-30', null, 20],
    ['the whole of December 2026 (US)', US, '2026-12-01', '2026-12-31', null, 22],
    ['January 2027 with Republic Day (India)', INDIA, '2027-01-01', '2027-01-31', null, 20],
    // leap years
    ['28 February to 1 March 2028 (leap)', NONE, '2028-02-28', '2028-03-01', null, 3],
    ['29 February 2028 alone', NONE, '2028-02-29', '2028-02-29', null, 1],
    ['26 February to 1 March 2027 (not leap)', NONE, '2027-02-26', '2027-03-01', null, 2],
    ['February 2028 in full', NONE, '2028-02-01', '2028-02-29', null, 21],
    ['a long leave: 26 weeks', NONE, '2026-12-07', '2027-06-04', null, 130],
  ] as const)('%s', (_name, holidays, from, to, halfDay, days) => {
    expect(leaveDuration({ from, to, halfDay: halfDay }, holidays)).toBe(days);
  });
});

describe('the day-by-day breakdown', () => {
  it('names each day as a working day, a weekend or a holiday with its name', () => {
    expect(leaveDays('2026-11-26', '2026-11-30', US)).toEqual([
      { date: '2026-11-26', kind: 'holiday', holiday: 'Thanksgiving Day' },
      { date: '2026-11-27', kind: 'working' },
      { date: '2026-11-28', kind: 'weekend' },
      { date: '2026-11-29', kind: 'weekend' },
      { date: '2026-11-30', kind: 'working' },
    ]);
  });

  it('counts a holiday on a weekend as a weekend', () => {
    expect(leaveDays('2026-08-15', '2026-08-15', INDIA)).toEqual([{ date: '2026-08-15', kind: 'weekend' }]);
  });
});

describe('how a duration reads', () => {
  it.each([
    [0, null],
    [0.5, { count: 0.5, unit: 'day' }],
    [1, { count: 1, unit: 'day' }],
    [2, { count: 2, unit: 'days' }],
  ])('%s days on the form', (days, label) => {
    expect(durationLabel(days)).toEqual(label);
  });

  it.each([
    [0.5, { months: 0, days: 0.5 }],
    [29, { months: 0, days: 29 }],
    [30, { months: 1, days: 0 }],
    [35, { months: 1, days: 5 }],
    [130, { months: 4, days: 10 }],
    [60.5, { months: 2, days: 0.5 }],
  ])('%s days in the list: 30 days to the month', (days, split) => {
    expect(durationInMonths(days)).toEqual(split);
  });
});

describe('leave status (spec 002 §4)', () => {
  const today = '2026-11-24';
  it.each([
    [{ approved: true, rejected: false, toDate: '2026-11-01' }, 'Approved'],
    [{ approved: false, rejected: true, toDate: '2026-12-01' }, 'Rejected'],
    [{ approved: false, rejected: true, toDate: '2026-11-01' }, 'Rejected'],
    [{ approved: false, rejected: false, toDate: '2026-11-23' }, 'Expired'],
    [{ approved: false, rejected: false, toDate: '2026-11-24' }, 'Pending'],
    [{ approved: false, rejected: false, toDate: '2026-12-24' }, 'Pending'],
  ] as const)('%o is %s', (leave, status) => {
    expect(leaveStatus(leave, today)).toBe(status);
  });
});

describe('overlapping leave', () => {
  const day = (halfDay: HalfDay | null = null) => ({ from: '2026-12-01', to: '2026-12-01', halfDay });
  it.each([
    [{ from: '2026-12-01', to: '2026-12-03' }, { from: '2026-12-03', to: '2026-12-04' }, true],
    [{ from: '2026-12-01', to: '2026-12-03' }, { from: '2026-12-04', to: '2026-12-04' }, false],
    [{ from: '2026-12-02', to: '2026-12-02' }, { from: '2026-12-01', to: '2026-12-03' }, true],
    [day('first'), day('second'), false],
    [day('first'), day('first'), true],
    [day('first'), day(), true],
  ])('%o and %o: %s', (a, b, overlap) => {
    expect(leavesOverlap(a, b)).toBe(overlap);
  });
});

describe('what a balance allows', () => {
  it('is the balance less what pending requests hold, never below zero', () => {
    expect(availableDays(5, 3)).toBe(2);
    expect(availableDays(6.5, 1)).toBe(5.5);
    expect(availableDays(2, 3)).toBe(0);
  });

  it.each([
    [7, 0, "You don't have Compensatory leave"],
    [7, 2, "you have a 2 Compensatory leave's only"],
    [1, 0, 'You have no Sick leave left.'],
    [1, 1, 'You have only 1 day of Sick leave available.'],
    [3, 2.5, 'You have only 2.5 days of Work from home available.'],
  ])('type %s with %s available: %s', (typeId, available, message) => {
    expect(insufficientBalanceMessage(typeId, available)).toBe(message);
  });
});
