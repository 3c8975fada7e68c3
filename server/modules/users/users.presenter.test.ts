import { describe, expect, it } from 'vitest';
import { presentSessionUser } from './users.presenter.ts';
import type { SessionUserRow } from './users.repository.ts';

const row = (overrides: Partial<SessionUserRow>): SessionUserRow => ({
  id: '00000000-0000-4000-8000-000000000001',
  email: 'eve@example.com',
  firstName: 'Eve',
  lastName: 'Stone',
  avatarKey: null,
  reportingManagerId: null,
  timeZone: 'Asia/Kolkata',
  emailConfirmed: true,
  language: null,
  roleId: null,
  roleName: null,
  roleSystemKey: null,
  permissions: [],
  hasDirectReports: false,
  ...overrides,
});
const admin = { roleId: 'r', roleName: 'Admin', roleSystemKey: 'admin' as const };
const superAdmin = { roleId: 'r', roleName: 'Super admin', roleSystemKey: 'superAdmin' as const };

describe('the signed-in user’s abilities, which the web shows its controls from', () => {
  it.each([
    // who, row, reviewAppraisals, addUser, issueLetters, reviewTaxDocuments, manageAttendance
    ['an employee', row({}), false, false, false, false, false],
    ['a manager with a direct report', row({ hasDirectReports: true }), true, false, false, false, false],
    ['a holder of AddUser', row({ permissions: ['AddUser'] }), false, true, false, false, false],
    [
      'the HR group',
      row({ permissions: ['IssueLetters', 'ReviewTaxDocuments', 'ManageAppraisals'] }),
      true,
      false,
      true,
      true,
      false,
    ],
    [
      'a holder of ManageAttendance',
      row({ permissions: ['ManageAttendance'] }),
      false,
      false,
      false,
      false,
      true,
    ],
    ['an Admin, who holds every permission', row(admin), true, true, true, true, true],
    ['the Super admin', row(superAdmin), true, true, true, true, true],
    [
      'a name that is no permission grants nothing',
      row({ permissions: ['Unknown'] }),
      false,
      false,
      false,
      false,
      false,
    ],
  ] as const)(
    '%s',
    (_who, r, reviewAppraisals, addUser, issueLetters, reviewTaxDocuments, manageAttendance) => {
      expect(presentSessionUser(r).abilities).toEqual({
        reviewAppraisals,
        addUser,
        issueLetters,
        reviewTaxDocuments,
        manageAttendance,
        viewAuditLog: r.roleSystemKey === 'admin' || r.roleSystemKey === 'superAdmin',
      });
    },
  );
});
