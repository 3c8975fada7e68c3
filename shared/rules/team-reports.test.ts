import { describe, expect, it } from 'vitest';
import {
  clockOfMinutes,
  DEFAULT_WORK_DAY,
  earlyMinutes,
  groupSummary,
  hoursOf,
  isAbsent,
  lateMinutes,
  minutesOfClock,
  overtimeMinutes,
  teamReportFileName,
  type DayFacts,
} from './team-reports.ts';

const day = DEFAULT_WORK_DAY; // 09:30 (570) to 18:30 (1110)

describe('minutesOfClock / clockOfMinutes', () => {
  it.each([
    ['09:30', 570],
    ['00:00', 0],
    ['18:30', 1110],
    ['24:00', 1440],
    ['24:30', null],
    ['9:30', null],
    ['09:60', null],
    ['', null],
    ['ab:cd', null],
  ])('%s is %s minutes', (text, minutes) => {
    expect(minutesOfClock(text)).toBe(minutes);
  });
  it.each([
    [570, '09:30'],
    [0, '00:00'],
    [1110, '18:30'],
  ])('%s minutes read %s', (minutes, text) => {
    expect(clockOfMinutes(minutes)).toBe(text);
  });
});

describe('lateMinutes', () => {
  it.each([
    [9 * 60, 0],
    [570, 0],
    [571, 1],
    [10 * 60 + 15, 45],
  ])('a check-in at minute %s is %s minutes late', (checkIn, late) => {
    expect(lateMinutes(checkIn, day)).toBe(late);
  });
});

describe('earlyMinutes', () => {
  it.each([
    [null, null],
    [1110, 0],
    [19 * 60, 0],
    [17 * 60, 90],
    [1109, 1],
  ])('a punch out at minute %s is %s minutes early', (checkOut, early) => {
    expect(earlyMinutes(checkOut, day)).toBe(early);
  });
});

describe('overtimeMinutes', () => {
  it.each([
    // [check-in, check-out, working day, overtime]
    [570, 1110, true, 0],
    [570, 1200, true, 90],
    [600, 1140, true, 0],
    [480, 1200, true, 180],
    [600, null, true, null],
    [600, 720, false, 120],
    [600, null, false, null],
    [700, 650, true, 0],
  ] as const)('in %s, out %s, working %s: %s minutes', (checkIn, checkOut, working, overtime) => {
    expect(overtimeMinutes(checkIn, checkOut, day, working)).toBe(overtime);
  });
  it('counts against the organisation’s own working day', () => {
    expect(overtimeMinutes(480, 1020, { startMinutes: 480, endMinutes: 960 }, true)).toBe(60);
  });
});

describe('hoursOf', () => {
  it.each([
    [90, 1.5],
    [0, 0],
    [100, 1.67],
  ])('%s minutes are %s hours', (minutes, hours) => {
    expect(hoursOf(minutes)).toBe(hours);
  });
});

const facts = (over: Partial<DayFacts>): DayFacts => ({
  workingDay: true,
  checkedIn: false,
  onLeave: false,
  future: false,
  ...over,
});

describe('isAbsent', () => {
  it.each([
    [facts({}), true],
    [facts({ checkedIn: true }), false],
    [facts({ onLeave: true }), false],
    [facts({ workingDay: false }), false],
    [facts({ future: true }), false],
  ])('%o absent: %s', (f, absent) => {
    expect(isAbsent(f)).toBe(absent);
  });
});

describe('groupSummary', () => {
  it('counts working days up to today as present, on leave or absent', () => {
    const summary = groupSummary([
      facts({ checkedIn: true }),
      facts({ checkedIn: true, onLeave: true }),
      facts({ onLeave: true }),
      facts({}),
      facts({ workingDay: false, checkedIn: true }),
      facts({ future: true }),
    ]);
    expect(summary).toEqual({ workingDays: 4, present: 2, onLeave: 1, absent: 1, attendancePercent: 50 });
  });
  it('has no percentage without working days', () => {
    expect(groupSummary([facts({ workingDay: false })]).attendancePercent).toBeNull();
  });
  it('rounds the percentage to one decimal', () => {
    expect(groupSummary([facts({ checkedIn: true }), facts({}), facts({})]).attendancePercent).toBe(33.3);
  });
});

describe('teamReportFileName', () => {
  it.each([
    ['group', 'pdf', 'Group-attendance-report.pdf'],
    ['late-early', 'xlsx', 'Late-early-report.xlsx'],
    ['absence', 'csv', 'Absence-report.csv'],
    ['overtime', 'pdf', 'Overtime-report.pdf'],
    ['holiday', 'xlsx', 'Leave-balance-report.xlsx'],
  ] as const)('%s as %s is %s', (kind, format, name) => {
    expect(teamReportFileName(kind, format)).toBe(name);
  });
});
