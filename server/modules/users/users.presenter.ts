import { ALL_PERMISSIONS, isPermission, type Permission } from '../../../shared/permissions.ts';
import { mayReviewAppraisals } from '../../../shared/rules/appraisals.ts';
import { holdsManageAttendance } from '../../../shared/rules/attendance.ts';
import { holdsIssueLetters } from '../../../shared/rules/letters.ts';
import { canViewAuditLog } from '../../../shared/rules/audit.ts';
import { isAdminRole } from '../../../shared/rules/roles.ts';
import { holdsReviewTaxDocuments } from '../../../shared/rules/tax-proofs.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { UserListItem } from '../../../shared/schemas/users.schema.ts';
import type { PersonRow } from './users-read.repository.ts';
import { canAddUser, type UserAbilities } from './users.policy.ts';
import type { SessionUserRow } from './users.repository.ts';
import { avatarUrl, fullName } from '../../../shared/rules/people.ts';

/** Super admin and Admin hold every permission; everyone else holds what was granted to them. */
export function effectivePermissions(
  row: Pick<SessionUserRow, 'roleSystemKey' | 'permissions'>,
): Permission[] {
  if (isAdminRole(row.roleSystemKey)) return [...ALL_PERMISSIONS];
  return row.permissions.filter(isPermission);
}

export function presentSessionUser(row: SessionUserRow): SessionUser {
  const permissions = effectivePermissions(row);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: `${row.firstName} ${row.lastName}`.trim(),
    avatarUrl: avatarUrl(row.avatarKey),
    role:
      row.roleId && row.roleName
        ? { id: row.roleId, name: row.roleName, systemKey: row.roleSystemKey }
        : null,
    permissions,
    reportingManagerId: row.reportingManagerId,
    timeZone: row.timeZone,
    emailConfirmed: row.emailConfirmed,
    language: row.language,
    abilities: {
      reviewAppraisals: mayReviewAppraisals({ permissions, hasDirectReports: row.hasDirectReports }),
      addUser: canAddUser({ permissions }),
      issueLetters: holdsIssueLetters(permissions),
      reviewTaxDocuments: holdsReviewTaxDocuments(permissions),
      manageAttendance: holdsManageAttendance(permissions),
      viewAuditLog: canViewAuditLog({ role: row.roleSystemKey ? { systemKey: row.roleSystemKey } : null }),
    },
  };
}

/** A users-list card: every field listed by hand, so nothing else leaks. */
export function presentListItem(row: PersonRow, abilities: UserAbilities): UserListItem {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    fullName: fullName(row.firstName, row.lastName),
    email: row.email,
    employeeCode: row.employeeCode,
    designation: row.designationId ? { id: row.designationId, name: row.designationName ?? '' } : null,
    department: row.departmentId ? { id: row.departmentId, name: row.departmentName ?? '' } : null,
    reportingManager: row.managerId
      ? { id: row.managerId, fullName: fullName(row.managerFirstName, row.managerLastName) }
      : null,
    avatarUrl: avatarUrl(row.avatarKey),
    isActive: row.isActive,
    teamCount: row.teamCount,
    abilities,
  };
}
