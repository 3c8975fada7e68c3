import { isAdmin, type SystemKey } from './roles.ts';

/**
 * How long the audit log keeps events, in days: none (null) keeps them forever, the default. A
 * shorter period than a month would leave too little to answer "who changed this"; ten years is
 * past any statutory period for HR records we know of.
 */
export const AUDIT_RETENTION_MIN_DAYS = 30;
export const AUDIT_RETENTION_MAX_DAYS = 3_650;

/** The whole audit log is for Admins and the Super admin; an object's own history follows the object. */
export function canViewAuditLog(actor: { role: { systemKey: SystemKey } | null }): boolean {
  return isAdmin(actor);
}
