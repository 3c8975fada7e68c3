import { isAdmin, type SystemKey } from './roles.ts';

/** The whole audit log is for Admins and the Super admin; an object's own history follows the object. */
export function canViewAuditLog(actor: { role: { systemKey: SystemKey } | null }): boolean {
  return isAdmin(actor);
}
