import type { Permission } from '../../../shared/permissions.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { SystemKey } from '../../../shared/rules/roles.ts';

/** Facts about the person acted upon, gathered by the service (scope comes from the hierarchy). */
export interface TargetFacts {
  id: string;
  systemKey: SystemKey;
  isActive: boolean;
  /** The target is the actor or below them (or the actor is an Admin). */
  inScope: boolean;
}

export interface UserAbilities {
  edit: boolean;
  delete: boolean;
  activate: boolean;
  deactivate: boolean;
  viewTasks: boolean;
}

type Actor = Pick<SessionUser, 'id' | 'permissions' | 'role'>;

const has = (actor: Actor, permission: Permission) => actor.permissions.includes(permission);

/**
 * Whether the actor may manage the target at all: within scope, not themself (nobody changes their
 * own role, permissions or status), and never an account that ranks above them.
 */
function mayManage(actor: Actor, target: TargetFacts): boolean {
  if (!target.inScope || actor.id === target.id) return false;
  const actorKey = actor.role?.systemKey ?? null;
  if (target.systemKey === 'superAdmin') return actorKey === 'superAdmin';
  if (target.systemKey === 'admin') return actorKey !== null;
  return true;
}

/** What the actor may do with a person (spec 001 §6); sent to the web as `abilities`. */
export function userAbilities(actor: Actor, target: TargetFacts): UserAbilities {
  const manage = mayManage(actor, target);
  return {
    edit: manage && target.isActive && has(actor, 'EditUser'),
    delete: manage && target.systemKey !== 'superAdmin' && has(actor, 'DeleteUser'),
    activate: manage && !target.isActive,
    deactivate: manage && target.isActive && target.systemKey !== 'superAdmin',
    viewTasks: target.inScope,
  };
}

export function canAddUser(actor: Actor): boolean {
  return has(actor, 'AddUser');
}

/** Department, designation and role can be added by whoever may add or edit people. */
export function canAddCustomItem(actor: Actor): boolean {
  return has(actor, 'AddUser') || has(actor, 'EditUser');
}

/** Nobody grants a permission they do not hold themselves. */
export function grantsBeyondOwn(actor: Actor, before: readonly string[], after: readonly string[]): string[] {
  return after.filter((p) => !before.includes(p) && !actor.permissions.includes(p as Permission));
}

/** Someone's holiday calendar is chosen by Super admin and Admin only. */
export function canChooseHolidayLocation(actor: Pick<SessionUser, 'role'>): boolean {
  return Boolean(actor.role?.systemKey);
}
