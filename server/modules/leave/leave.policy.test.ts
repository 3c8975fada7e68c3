import { describe, expect, it } from 'vitest';
import type { LeaveStatus } from '../../../shared/rules/leave.ts';
import { canCorrectBalances, leaveAbilities } from './leave.policy.ts';

const today = '2026-11-24';
const employee = { id: 'eve', role: null };
const admin = { id: 'ada', role: { id: 'r', name: 'Admin', systemKey: 'admin' as const } };
const leaveOf = (status: LeaveStatus, fromDate = '2026-12-01') => ({ userId: 'eve', status, fromDate });

describe('what may be done with a leave (spec 002 §6)', () => {
  it.each([
    // actor, isAbove, status, edit, delete, approve, reject, cancel
    ['the applicant', employee, false, 'Pending', true, true, false, false, false],
    ['the applicant', employee, false, 'Approved', false, false, false, false, true],
    ['the applicant', employee, false, 'Rejected', false, false, false, false, false],
    ['the applicant', employee, false, 'Expired', false, false, false, false, false],
    ['their manager', { id: 'leo', role: null }, true, 'Pending', false, false, true, true, false],
    ['their manager', { id: 'leo', role: null }, true, 'Approved', false, false, false, false, true],
    ['their manager', { id: 'leo', role: null }, true, 'Expired', false, false, false, false, false],
    ['a skip-level manager', { id: 'mona', role: null }, true, 'Pending', false, false, true, true, false],
    ['a peer', { id: 'pete', role: null }, false, 'Pending', false, false, false, false, false],
    ['an Admin outside the tree', admin, false, 'Pending', false, false, true, true, false],
    ['an Admin outside the tree', admin, false, 'Approved', false, false, false, false, true],
  ] as const)('%s, %s above, %s', (_who, actor, isAbove, status, edit, del, approve, reject, cancel) => {
    expect(leaveAbilities(actor, leaveOf(status), isAbove, today)).toEqual({
      edit,
      delete: del,
      approve,
      reject,
      cancel,
    });
  });

  it('lets the applicant withdraw a pending leave that has started, not edit it', () => {
    expect(leaveAbilities(employee, leaveOf('Pending', '2026-11-23'), false, today)).toMatchObject({
      edit: false,
      delete: true,
    });
  });

  it('never lets an approved leave be cancelled once it has started', () => {
    expect(leaveAbilities(employee, leaveOf('Approved', today), false, today).cancel).toBe(false);
    expect(leaveAbilities(admin, leaveOf('Approved', '2026-11-20'), false, today).cancel).toBe(false);
  });

  it('lets an Admin approve their own leave no more than anyone else', () => {
    expect(leaveAbilities(admin, { ...leaveOf('Pending'), userId: 'ada' }, false, today)).toMatchObject({
      approve: false,
      reject: false,
      edit: true,
    });
  });
});

describe('who corrects a balance', () => {
  it('is an Admin, for someone else', () => {
    expect(canCorrectBalances(admin, 'eve')).toBe(true);
    expect(canCorrectBalances(admin, 'ada')).toBe(false);
    expect(canCorrectBalances({ id: 'leo', role: null }, 'eve')).toBe(false);
  });
});
