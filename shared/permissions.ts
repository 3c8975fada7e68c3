/** Permission names of the spec (DESIGN.md, Authorization), grouped as the spec groups them. */

export const PERMISSION_GROUPS = {
  Users: ['AddUser', 'EditUser', 'DeleteUser'],
  Tasks: ['CreateTask', 'EditTask', 'DeleteTask', 'CloseTask'],
  Projects: ['CreateProject', 'EditProject', 'DeleteProject', 'AddProjectUser', 'DeleteProjectUser'],
  Holidays: ['ManageHolidays'],
  Attendance: ['ManageAttendance'],
  HR: ['IssueLetters', 'ManageAppraisals', 'ReviewTaxDocuments'],
} as const;

export type PermissionGroup = keyof typeof PERMISSION_GROUPS;
export type Permission = (typeof PERMISSION_GROUPS)[PermissionGroup][number];

export const ALL_PERMISSIONS: readonly Permission[] = Object.values(PERMISSION_GROUPS).flat();

/** A person's permissions grouped as the spec groups them, in the given order of groups (a profile's chips). */
export function permissionsByGroup(
  held: readonly string[],
  groups: readonly PermissionGroup[],
): { group: PermissionGroup; permissions: Permission[] }[] {
  const holds = new Set(held);
  return groups.map((group) => ({
    group,
    permissions: PERMISSION_GROUPS[group].filter((permission) => holds.has(permission)),
  }));
}

/** Built-in roles. Super admin and Admin hold every permission. */
export const SYSTEM_ROLES = {
  superAdmin: 'Super admin',
  admin: 'Admin',
} as const;
export type SystemRoleKey = keyof typeof SYSTEM_ROLES;

export function isPermission(value: string): value is Permission {
  return (ALL_PERMISSIONS as readonly string[]).includes(value);
}
