/**
 * The attendance grid's cell category (spec 002 §4), one pure rule for the server, the export and
 * the browser's legend.
 */

/** By priority, highest first: the first that applies to a day is its category. */
export const CELL_CATEGORIES = [
  { code: 'present', label: 'Present' },
  { code: 'sick', label: 'Sick leave' },
  { code: 'weekend', label: 'Weekend' },
  { code: 'publicHoliday', label: 'Public holiday' },
  { code: 'compensatory', label: 'Compensatory leave' },
  { code: 'personal', label: 'Personal leave' },
  { code: 'workFromHome', label: 'Work from home' },
  { code: 'paternity', label: 'Paternity leave' },
  { code: 'maternity', label: 'Maternity leave' },
  { code: 'optional', label: 'Optional leave' },
  { code: 'bereavement', label: 'Bereavement leave' },
  { code: 'upcoming', label: 'Upcoming day' },
  { code: 'absent', label: 'Absent' },
  { code: 'none', label: '-' },
] as const;

export type CellCategory = (typeof CELL_CATEGORIES)[number]['code'];

export const CELL_CATEGORY_LABELS: Readonly<Record<CellCategory, string>> = Object.fromEntries(
  CELL_CATEGORIES.map((c) => [c.code, c.label]),
) as Record<CellCategory, string>;

/**
 * The leave categories after Weekend, by leave type id (shared/rules/leave.ts#LEAVE_TYPES), in
 * the spec's order. An approved Public holiday leave (5) shows as a public holiday.
 */
const LEAVE_CATEGORY_ORDER: readonly (readonly [typeId: number, category: CellCategory])[] = [
  [5, 'publicHoliday'],
  [7, 'compensatory'],
  [2, 'personal'],
  [3, 'workFromHome'],
  [6, 'paternity'],
  [8, 'maternity'],
  [4, 'optional'],
  [9, 'bereavement'],
];

const SICK_LEAVE_TYPE_ID = 1;

export interface CellFacts {
  /** YYYY-MM-DD. */
  date: string;
  /** Today in the organisation's time zone. */
  today: string;
  /** The day lies in the calendar month that holds today. */
  inCurrentMonth: boolean;
  /** A check-in with a photo that day. */
  checkedIn: boolean;
  /** The types of the person's approved leave covering the day. */
  approvedLeaveTypeIds: ReadonlySet<number> | readonly number[];
  /** Saturday or Sunday. */
  weekend: boolean;
  /** A holiday of the person's holiday location. */
  holiday: boolean;
}

/**
 * The category of one person's day, by the priority of spec 002 §4: Present; Sick leave; Weekend;
 * Public holiday; Compensatory, Personal, Work from home, Paternity, Maternity, Optional,
 * Bereavement leave; Upcoming day (current month, after today); Absent (current month, no
 * approved leave); otherwise a dash. In the current month weekends and public holidays show only
 * up to today.
 */
export function cellCategory(facts: CellFacts): CellCategory {
  const leave =
    facts.approvedLeaveTypeIds instanceof Set
      ? (facts.approvedLeaveTypeIds as ReadonlySet<number>)
      : new Set(facts.approvedLeaveTypeIds as readonly number[]);
  const future = facts.date > facts.today;
  const calendarShown = !(facts.inCurrentMonth && future);

  if (facts.checkedIn) return 'present';
  if (leave.has(SICK_LEAVE_TYPE_ID)) return 'sick';
  if (facts.weekend && calendarShown) return 'weekend';
  if (facts.holiday && calendarShown) return 'publicHoliday';
  for (const [typeId, category] of LEAVE_CATEGORY_ORDER) {
    if (leave.has(typeId)) return category;
  }
  if (facts.inCurrentMonth && future) return 'upcoming';
  if (facts.inCurrentMonth) return 'absent';
  return 'none';
}
