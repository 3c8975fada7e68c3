import type { Permission } from '../../../shared/permissions.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { USER_MESSAGES } from '../../../shared/schemas/users.schema.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';
import { isAdmin, NOT_IN_TEAM, type SystemKey } from '../../../shared/rules/roles.ts';

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

const has = (actor: Pick<SessionUser, 'permissions'>, permission: Permission) =>
  actor.permissions.includes(permission);

/**
 * Whether the actor may manage the target at all: within scope, not themself (nobody changes their
 * own role, permissions or status), and never an account that ranks above them.
 */
function mayManage(actor: Actor, target: TargetFacts): boolean {
  if (!target.inScope || actor.id === target.id) return false;
  const actorKey = actor.role?.systemKey ?? null;
  if (target.systemKey === 'superAdmin') return actorKey === 'superAdmin';
  if (target.systemKey === 'admin') return isAdmin(actor);
  return true;
}

/** "You cannot …": to oneself the rule that nobody changes their own account, else the plain refusal. */
const refusal = (self: string, other: string) => (actor: Actor, target: TargetFacts) =>
  actor.id === target.id ? self : other;

/**
 * What the actor may do with a person (spec 001 §6). Whom they see is their scope (themself and
 * everyone below them, everyone for an Admin): anyone else is "User not found.".
 */
export const PERSON_POLICY: Policy<Actor, TargetFacts, 'edit' | 'delete' | 'activate' | 'deactivate'> = {
  notFound: 'User not found.',
  see: (_actor, target) => target.inScope,
  actions: {
    edit: {
      allow: (actor, target) => mayManage(actor, target) && target.isActive && has(actor, 'EditUser'),
      refuse: refusal(USER_MESSAGES.cannotChangeSelf, 'You cannot edit this user.'),
    },
    delete: {
      allow: (actor, target) =>
        mayManage(actor, target) && target.systemKey !== 'superAdmin' && has(actor, 'DeleteUser'),
      refuse: refusal(USER_MESSAGES.cannotDeactivateSelf, 'You cannot delete this user.'),
    },
    activate: {
      allow: (actor, target) => mayManage(actor, target) && !target.isActive,
      refuse: 'You cannot activate this user.',
    },
    deactivate: {
      allow: (actor, target) =>
        mayManage(actor, target) && target.isActive && target.systemKey !== 'superAdmin',
      refuse: refusal(USER_MESSAGES.cannotDeactivateSelf, 'You cannot deactivate this user.'),
    },
  },
};

/**
 * Adding people; department, designation and role can be added by whoever may add or edit people,
 * and the add/edit form's choices and availability checks serve them too.
 */
export const USER_GATES: Gates<Pick<SessionUser, 'permissions'>, 'add' | 'addCustomItem' | 'useForm'> = {
  gates: {
    add: { allow: (actor) => has(actor, 'AddUser'), refuse: 'You do not have permission to add users.' },
    addCustomItem: {
      allow: (actor) => has(actor, 'AddUser') || has(actor, 'EditUser'),
      refuse: 'You do not have permission to do this.',
    },
    useForm: {
      allow: (actor) => has(actor, 'AddUser') || has(actor, 'EditUser'),
      refuse: 'You do not have permission to add or edit users.',
    },
  },
};

/** What the actor may do with a person they see; sent to the web as `abilities`. */
export function userAbilities(actor: Actor, target: TargetFacts): UserAbilities {
  return {
    edit: allows(PERSON_POLICY, actor, 'edit', target),
    delete: allows(PERSON_POLICY, actor, 'delete', target),
    activate: allows(PERSON_POLICY, actor, 'activate', target),
    deactivate: allows(PERSON_POLICY, actor, 'deactivate', target),
    viewTasks: target.inScope,
  };
}

export function canAddUser(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(USER_GATES, actor, 'add');
}

export function canAddCustomItem(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(USER_GATES, actor, 'addCustomItem');
}

/** The permissions of a group the actor may grant: those they hold themselves. */
export function grantablePermissions(actor: Actor, group: readonly Permission[]): Permission[] {
  return group.filter((p) => has(actor, p));
}

/** Nobody grants a permission they do not hold themselves. */
export function grantsBeyondOwn(actor: Actor, before: readonly string[], after: readonly string[]): string[] {
  return after.filter((p) => !before.includes(p) && !actor.permissions.includes(p as Permission));
}

/** Someone's holiday calendar is chosen by Super admin and Admin only. */
export function canChooseHolidayLocation(actor: Pick<SessionUser, 'role'>): boolean {
  return isAdmin(actor);
}

/** Someone a caller asks for as part of their team: the hierarchy selector, the org chart, reports. */
export interface TeamMember {
  /** The person is the caller or below them (or the caller is an Admin). */
  inScope: boolean;
}

/** Anyone outside the caller's hierarchy, and anyone who does not exist, is "not in your team" alike. */
export const TEAM_POLICY: Policy<unknown, TeamMember, never> = {
  notFound: NOT_IN_TEAM,
  see: (_actor, member) => member.inScope,
  actions: {},
};
