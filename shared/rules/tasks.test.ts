import { describe, expect, it } from 'vitest';
import {
  canDeleteTaskState,
  canEditTaskState,
  dueDateRange,
  formatTaskNumber,
  isOverdue,
  selectableStatuses,
  statusChangeProblem,
  type TaskStatus,
} from './tasks.ts';

describe('what may be done to a task', () => {
  it.each([
    ['New', false, true, true],
    ['Active', false, true, true],
    ['In-progress', false, true, false],
    ['Completed', false, true, false],
    ['Closed', false, false, false],
    ['In-active', false, true, true],
    ['New', true, false, false],
    ['Completed', true, false, false],
  ] as const)('%s (deleted: %s): edit %s, delete %s', (status, isDeleted, edit, del) => {
    expect(canEditTaskState({ status, isDeleted })).toBe(edit);
    expect(canDeleteTaskState({ status, isDeleted })).toBe(del);
  });
});

describe('statuses offered when editing', () => {
  it.each([
    ['New', false, ['New', 'Active', 'In-progress', 'Completed', 'In-active']],
    ['New', true, ['New', 'Active', 'In-progress', 'Completed', 'Closed', 'In-active']],
    ['Closed', false, ['New', 'Active', 'In-progress', 'Completed', 'Closed', 'In-active']],
  ] as const)('from %s with CloseTask %s: %j', (current, canClose, expected) => {
    expect(selectableStatuses(current, canClose)).toEqual(expected);
  });
});

describe('status changes', () => {
  it.each([
    ['New', 'Active', false, 0, null],
    ['New', 'Closed', false, 5, 'closeNeedsPermission'],
    ['New', 'Closed', true, 0, null],
    ['Active', 'Completed', true, 0, 'completeNeedsComment'],
    ['Active', 'Completed', false, 1, null],
    ['Completed', 'Completed', false, 0, null],
  ] as const)('%s → %s (CloseTask %s, %i comments): %s', (from, to, canClose, comments, problem) => {
    expect(
      statusChangeProblem(from as TaskStatus, to as TaskStatus, { canClose, timelineComments: comments }),
    ).toBe(problem);
  });
});

describe('overdue', () => {
  const today = '2026-11-22';
  it.each([
    ['2026-11-21', 'New', false, true],
    ['2026-11-22', 'New', false, false],
    ['2026-11-23', 'Active', false, false],
    ['2026-01-01', 'In-progress', false, true],
    ['2026-01-01', 'Completed', false, false],
    ['2026-01-01', 'Closed', false, false],
    ['2026-01-01', 'New', true, false],
  ] as const)('due %s, %s, deleted %s: %s', (dueDate, status, isDeleted, expected) => {
    expect(isOverdue({ dueDate, status, isDeleted }, today)).toBe(expected);
  });
});

describe('due dates', () => {
  it.each([
    ['2026-11-22', { min: '2026-11-22', max: '2028-11-22' }],
    ['2028-02-29', { min: '2028-02-29', max: '2030-02-28' }],
  ])('on %s the range is %j', (today, range) => {
    expect(dueDateRange(today)).toEqual(range);
  });
});

it('formats readable task numbers', () => {
  expect(formatTaskNumber(7)).toBe('T-0007');
  expect(formatTaskNumber(123456)).toBe('T-123456');
});
