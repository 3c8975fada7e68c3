import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../../../shared/permissions.ts';
import { authorize } from '../../lib/authorize.ts';
import { refusalOf, statusOf } from '../../test/policy-answers.ts';
import { ATTENDANCE_GATES, RECORD_POLICY, canManageAttendance } from './attendance.policy.ts';

const person = (id: string, permissions: readonly Permission[] = []) => ({
  id,
  permissions: [...permissions],
});
const admin = person('ada', ALL_PERMISSIONS);
/** Eve's record; isAbove is what the hierarchy answers for the actor. */
const evesRecord = (isAbove: boolean) => ({ userId: 'eve', isAbove });

describe('who sees a day’s attendance record (and its photos)', () => {
  it.each([
    // who, actor, above Eve in the tree, answer
    ['the person', person('eve'), false, 'allowed'],
    ['their direct manager', person('leo'), true, 'allowed'],
    ['a skip-level manager', person('mona'), true, 'allowed'],
    ['a peer', person('pete'), false, 404],
    ['someone in another team', person('olga'), false, 404],
    ['an Admin outside the tree', admin, false, 404],
    ['a ManageAttendance holder outside the tree', person('hana', ['ManageAttendance']), false, 404],
  ] as const)('%s: %s', (_who, actor, isAbove, expected) => {
    expect(statusOf(() => authorize(RECORD_POLICY, actor, 'view', evesRecord(isAbove)))).toBe(expected);
  });

  it('answers a record that does not exist as one out of sight', () => {
    expect(refusalOf(() => authorize(RECORD_POLICY, person('eve'), 'view', null))).toEqual(
      refusalOf(() => authorize(RECORD_POLICY, person('pete'), 'view', evesRecord(false))),
    );
  });
});

describe('who manages work sites and the attendance settings', () => {
  it.each([
    ['an employee', person('eve'), false],
    ['a manager', person('leo'), false],
    ['a ManageAttendance holder', person('hana', ['ManageAttendance']), true],
    ['an Admin', admin, true],
  ] as const)('%s: %s', (_who, actor, expected) => {
    expect(canManageAttendance(actor)).toBe(expected);
    expect(statusOf(() => authorize(ATTENDANCE_GATES, actor, 'manage'))).toBe(expected ? 'allowed' : 403);
  });

  it('tells the refused why', () => {
    expect(refusalOf(() => authorize(ATTENDANCE_GATES, person('eve'), 'manage'))).toEqual({
      status: 403,
      code: 'forbidden',
      message: 'You are not allowed to manage attendance settings.',
    });
  });
});
