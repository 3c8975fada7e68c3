/** Role rules of the add/edit user form (spec 001 §4). */

export type SystemKey = 'superAdmin' | 'admin' | null;

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
