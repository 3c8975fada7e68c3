/** Role rules of the add/edit user form (spec 001 §4). */

export type SystemKey = 'superAdmin' | 'admin' | null;

/**
 * What "admin" means everywhere: a role flag, the built-in Super admin or Admin role (custom roles
 * have no system key). They hold every permission and see the whole organisation.
 */
export function isAdminRole(systemKey: SystemKey | undefined): boolean {
  return systemKey === 'superAdmin' || systemKey === 'admin';
}

/** What a caller hears of a person outside their hierarchy (or of no such person): reports, org chart, selector. */
export const NOT_IN_TEAM = 'This person is not in your team.';

/** The person (or caller) holds Super admin or Admin: see isAdminRole. */
export function isAdmin(person: { role: { systemKey: SystemKey } | null }): boolean {
  return isAdminRole(person.role?.systemKey);
}

interface RoleOption {
  systemKey: SystemKey;
}

/**
 * Roles offered: never Super admin; Admin only when editing someone who already is an Admin
 * (Admin is not offered in add mode). Editing the Super admin, the locked select shows their own
 * role and nothing else can be chosen.
 */
export function assignableRoles<T extends RoleOption>(
  roles: T[],
  editedSystemKey: SystemKey | undefined,
): T[] {
  if (editedSystemKey === 'superAdmin') return roles.filter((r) => r.systemKey === 'superAdmin');
  return roles.filter((r) => {
    if (r.systemKey === 'superAdmin') return false;
    if (r.systemKey === 'admin') return editedSystemKey === 'admin';
    return true;
  });
}

/** In edit mode the role of an Admin or Super admin cannot change. */
export function roleLocked(editedSystemKey: SystemKey | undefined): boolean {
  return editedSystemKey === 'admin' || editedSystemKey === 'superAdmin';
}

/** Only an Admin (or the Super admin) has no reporting manager; for them the manager select is disabled. */
export function managerAllowed(roleSystemKey: SystemKey): boolean {
  return roleSystemKey === null;
}
