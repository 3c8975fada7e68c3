import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '../../../shared/permissions.ts';
import { authorize } from '../../lib/authorize.ts';
import { refusalOf, statusOf } from '../../test/policy-answers.ts';
import { HOLIDAY_GATES, HOLIDAY_POLICY, holidayAbilities } from './holidays.policy.ts';

const today = '2026-11-24';
const person = (permissions: readonly Permission[] = []) => ({ permissions: [...permissions] });
const employee = person();
const holder = person(['ManageHolidays']);
const admin = person(ALL_PERMISSIONS);
const custom = (date: string) => ({ isCustom: true, date });
const publicHoliday = { isCustom: false, date: '2026-12-25' };

describe('what may be done with a holiday (spec 002 §4)', () => {
  it.each([
    // who, actor, holiday, edit and delete
    ['an employee', employee, custom('2026-12-10'), false],
    ['a ManageHolidays holder', holder, custom('2026-12-10'), true],
    ['a ManageHolidays holder, three days ahead', holder, custom('2026-11-27'), true],
    ['a ManageHolidays holder, two days ahead', holder, custom('2026-11-26'), false],
    ['a ManageHolidays holder, a past one', holder, custom('2026-11-01'), false],
    ['a ManageHolidays holder, a public holiday', holder, publicHoliday, false],
    ['an Admin', admin, custom('2026-12-10'), true],
    ['an Admin, a public holiday', admin, publicHoliday, false],
  ] as const)('%s', (_who, actor, holiday, allowed) => {
    expect(holidayAbilities(actor, holiday, today)).toEqual({ edit: allowed, delete: allowed });
  });
});

describe('who adds and changes holidays', () => {
  it.each([
    // who, actor, create, change
    ['an employee', employee, 403, 403],
    ['a ManageHolidays holder', holder, 'allowed', 'allowed'],
    ['an Admin', admin, 'allowed', 'allowed'],
  ] as const)('%s', (_who, actor, create, change) => {
    expect(statusOf(() => authorize(HOLIDAY_GATES, actor, 'create'))).toBe(create);
    expect(statusOf(() => authorize(HOLIDAY_POLICY, actor, 'change', custom('2026-12-10')))).toBe(change);
  });

  it('lets everyone see the calendars, and answers a missing holiday with 404', () => {
    expect(statusOf(() => authorize(HOLIDAY_POLICY, employee, 'view', publicHoliday))).toBe('allowed');
    expect(refusalOf(() => authorize(HOLIDAY_POLICY, admin, 'change', null))).toEqual({
      status: 404,
      code: 'not_found',
      message: 'This holiday does not exist.',
    });
    expect(refusalOf(() => authorize(HOLIDAY_GATES, employee, 'create'))?.message).toBe(
      'You are not allowed to add holidays.',
    );
    expect(refusalOf(() => authorize(HOLIDAY_POLICY, employee, 'change', publicHoliday))?.message).toBe(
      'You are not allowed to change holidays.',
    );
  });
});
