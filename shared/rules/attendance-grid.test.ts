import { describe, expect, it } from 'vitest';
import {
  CELL_CATEGORIES,
  CELL_CATEGORY_LABELS,
  cellCategory,
  type CellCategory,
  type CellFacts,
} from './attendance-grid.ts';

/** Tuesday 24 November 2026: Saturday the 21st and 28th, Sunday the 22nd and 29th. */
const TODAY = '2026-11-24';

// Leave type ids (shared/rules/leave.ts#LEAVE_TYPES).
const SICK = 1;
const PERSONAL = 2;
const WFH = 3;
const OPTIONAL = 4;
const PUBLIC = 5;
const PATERNITY = 6;
const COMPENSATORY = 7;
const MATERNITY = 8;
const BEREAVEMENT = 9;

interface Case {
  date: string;
  checkedIn?: boolean;
  leave?: number[];
  holiday?: boolean;
}

/** The facts of a day as the server gathers them, today being TODAY. */
function factsOf(c: Case): CellFacts {
  const weekday = new Date(`${c.date}T00:00:00Z`).getUTCDay();
  return {
    date: c.date,
    today: TODAY,
    inCurrentMonth: c.date.slice(0, 7) === TODAY.slice(0, 7),
    checkedIn: c.checkedIn ?? false,
    approvedLeaveTypeIds: c.leave ?? [],
    weekend: weekday === 0 || weekday === 6,
    holiday: c.holiday ?? false,
  };
}

const cases: Array<[label: string, facts: Case, expected: CellCategory]> = [
  // --- every category on its own
  ['a check-in on a working day', { date: '2026-11-23', checkedIn: true }, 'present'],
  ['an approved sick leave', { date: '2026-11-23', leave: [SICK] }, 'sick'],
  ['a Saturday gone by this month', { date: '2026-11-21' }, 'weekend'],
  ['a Sunday gone by this month', { date: '2026-11-22' }, 'weekend'],
  ['a holiday gone by this month', { date: '2026-11-19', holiday: true }, 'publicHoliday'],
  ['an approved Public holiday leave', { date: '2026-11-19', leave: [PUBLIC] }, 'publicHoliday'],
  ['an approved compensatory leave', { date: '2026-11-19', leave: [COMPENSATORY] }, 'compensatory'],
  ['an approved personal leave', { date: '2026-11-19', leave: [PERSONAL] }, 'personal'],
  ['an approved work from home', { date: '2026-11-19', leave: [WFH] }, 'workFromHome'],
  ['an approved paternity leave', { date: '2026-11-19', leave: [PATERNITY] }, 'paternity'],
  ['an approved maternity leave', { date: '2026-11-19', leave: [MATERNITY] }, 'maternity'],
  ['an approved optional leave', { date: '2026-11-19', leave: [OPTIONAL] }, 'optional'],
  ['an approved bereavement leave', { date: '2026-11-19', leave: [BEREAVEMENT] }, 'bereavement'],
  ['a working day after today this month', { date: '2026-11-25' }, 'upcoming'],
  ['a working day gone by this month, nothing recorded', { date: '2026-11-23' }, 'absent'],
  ['a working day of last month, nothing recorded', { date: '2026-10-21' }, 'none'],

  // --- the priority order, each pair decided by the higher
  ['present beats sick', { date: '2026-11-23', checkedIn: true, leave: [SICK] }, 'present'],
  ['present beats weekend', { date: '2026-11-21', checkedIn: true }, 'present'],
  ['present beats a holiday', { date: '2026-11-19', checkedIn: true, holiday: true }, 'present'],
  ['present beats a personal leave', { date: '2026-11-19', checkedIn: true, leave: [PERSONAL] }, 'present'],
  ['sick beats weekend', { date: '2026-11-21', leave: [SICK] }, 'sick'],
  ['sick beats a holiday', { date: '2026-11-19', leave: [SICK], holiday: true }, 'sick'],
  ['sick beats every other leave', { date: '2026-11-19', leave: [BEREAVEMENT, PERSONAL, SICK] }, 'sick'],
  ['weekend beats a holiday on it', { date: '2026-11-21', holiday: true }, 'weekend'],
  ['weekend beats a personal leave', { date: '2026-11-21', leave: [PERSONAL] }, 'weekend'],
  ['weekend beats a compensatory leave', { date: '2026-11-22', leave: [COMPENSATORY] }, 'weekend'],
  [
    'public holiday beats compensatory',
    { date: '2026-11-19', holiday: true, leave: [COMPENSATORY] },
    'publicHoliday',
  ],
  [
    'public holiday beats work from home',
    { date: '2026-11-19', holiday: true, leave: [WFH] },
    'publicHoliday',
  ],
  ['compensatory beats personal', { date: '2026-11-19', leave: [PERSONAL, COMPENSATORY] }, 'compensatory'],
  ['personal beats work from home', { date: '2026-11-19', leave: [WFH, PERSONAL] }, 'personal'],
  ['work from home beats paternity', { date: '2026-11-19', leave: [PATERNITY, WFH] }, 'workFromHome'],
  ['paternity beats maternity', { date: '2026-11-19', leave: [MATERNITY, PATERNITY] }, 'paternity'],
  ['maternity beats optional', { date: '2026-11-19', leave: [OPTIONAL, MATERNITY] }, 'maternity'],
  ['optional beats bereavement', { date: '2026-11-19', leave: [BEREAVEMENT, OPTIONAL] }, 'optional'],
  ['a leave beats absent', { date: '2026-11-23', leave: [BEREAVEMENT] }, 'bereavement'],

  // --- the current month: weekends and holidays show only up to today
  ['today itself, nothing recorded, is absent (not upcoming)', { date: TODAY }, 'absent'],
  ['today, checked in', { date: TODAY, checkedIn: true }, 'present'],
  ['a Saturday after today this month is upcoming', { date: '2026-11-28' }, 'upcoming'],
  ['a Sunday after today this month is upcoming', { date: '2026-11-29' }, 'upcoming'],
  ['a holiday after today this month is upcoming', { date: '2026-11-26', holiday: true }, 'upcoming'],
  [
    'a Saturday after today with a personal leave shows the leave',
    { date: '2026-11-28', leave: [PERSONAL] },
    'personal',
  ],
  [
    'a holiday after today with a compensatory leave shows the leave',
    { date: '2026-11-26', holiday: true, leave: [COMPENSATORY] },
    'compensatory',
  ],
  ['a sick leave after today this month', { date: '2026-11-27', leave: [SICK] }, 'sick'],
  ['a work from home after today this month', { date: '2026-11-25', leave: [WFH] }, 'workFromHome'],

  // --- past and future months: no absent, no upcoming, the calendar always shown
  ['a working day of next month is a dash', { date: '2026-12-02' }, 'none'],
  ['a working day a year ago is a dash', { date: '2025-11-24' }, 'none'],
  ['a Saturday of last month', { date: '2026-10-31' }, 'weekend'],
  ['a Saturday of next month', { date: '2026-12-05' }, 'weekend'],
  ['a holiday of last month', { date: '2026-10-02', holiday: true }, 'publicHoliday'],
  ['a holiday of next month', { date: '2026-12-25', holiday: true }, 'publicHoliday'],
  ['a personal leave of next month', { date: '2026-12-02', leave: [PERSONAL] }, 'personal'],
  ['weekend beats a leave next month too', { date: '2026-12-05', leave: [PERSONAL] }, 'weekend'],
  ['a check-in of last month', { date: '2026-10-21', checkedIn: true }, 'present'],
  ['a leave type the grid does not know falls through', { date: '2026-10-21', leave: [42] }, 'none'],
];

describe('attendance cell category (spec 002 §4), today 24-11-2026', () => {
  it.each(cases)('%s', (_label, c, expected) => {
    expect(cellCategory(factsOf(c))).toBe(expected);
  });

  it('covers every category', () => {
    const covered = new Set(cases.map(([, , expected]) => expected));
    expect([...covered].sort()).toEqual(CELL_CATEGORIES.map((c) => c.code).sort());
  });

  it('takes the leave types as a Set as well as a list', () => {
    const facts = factsOf({ date: '2026-11-19', leave: [PERSONAL, COMPENSATORY] });
    expect(cellCategory({ ...facts, approvedLeaveTypeIds: new Set([PERSONAL, COMPENSATORY]) })).toBe(
      'compensatory',
    );
  });
});

describe('cell category labels', () => {
  it('are the words of the legend, a dash for nothing', () => {
    expect(CELL_CATEGORY_LABELS).toEqual({
      present: 'Present',
      sick: 'Sick leave',
      weekend: 'Weekend',
      publicHoliday: 'Public holiday',
      compensatory: 'Compensatory leave',
      personal: 'Personal leave',
      workFromHome: 'Work from home',
      paternity: 'Paternity leave',
      maternity: 'Maternity leave',
      optional: 'Optional leave',
      bereavement: 'Bereavement leave',
      upcoming: 'Upcoming day',
      absent: 'Absent',
      none: '-',
    });
  });
});
