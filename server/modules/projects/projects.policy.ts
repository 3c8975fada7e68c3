import type { Permission } from '../../../shared/permissions.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { ProjectAbilities } from '../../../shared/schemas/projects.schema.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions' | 'role'>;

const has = (actor: Actor, permission: Permission) => actor.permissions.includes(permission);

/**
 * Who sees a project (spec 001 §6): Super admin and Admin see every project, everyone else the
 * projects whose team they are in. A project out of sight answers 404, never 403.
 */
export function seesAllProjects(actor: Actor): boolean {
  return Boolean(actor.role?.systemKey);
}

/** What the actor may do with a project they can see; sent to the web as `abilities`. */
export function projectAbilities(actor: Actor): ProjectAbilities {
  return {
    edit: has(actor, 'EditProject'),
    delete: has(actor, 'DeleteProject'),
    addMember: has(actor, 'AddProjectUser'),
    removeMember: has(actor, 'DeleteProjectUser'),
  };
}

export function canCreateProject(actor: Actor): boolean {
  return has(actor, 'CreateProject');
}

/** Thumbnails are uploaded for the add or the edit form. */
export function canUploadThumbnail(actor: Actor): boolean {
  return has(actor, 'CreateProject') || has(actor, 'EditProject');
}

/** The people choices feed the add-project form and the team's Add user. */
export function canChoosePeople(actor: Actor): boolean {
  return has(actor, 'CreateProject') || has(actor, 'AddProjectUser');
}

/** The duplicate-name check serves the add and the edit form. */
export function canCheckName(actor: Actor): boolean {
  return has(actor, 'CreateProject') || has(actor, 'EditProject');
}

/** A team member the actor may remove: with DeleteProjectUser, anyone but themself (spec 001 §2.7). */
export function canRemoveMember(actor: Actor, memberId: string): boolean {
  return has(actor, 'DeleteProjectUser') && memberId !== actor.id;
}
