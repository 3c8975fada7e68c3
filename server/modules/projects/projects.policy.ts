import type { Permission } from '../../../shared/permissions.ts';
import { isAdmin } from '../../../shared/rules/roles.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { PROJECT_MESSAGES, type ProjectAbilities } from '../../../shared/schemas/projects.schema.ts';
import { allows, type Gates, type Policy } from '../../lib/authorize.ts';

type Actor = Pick<SessionUser, 'id' | 'permissions' | 'role'>;

const has = (actor: Pick<SessionUser, 'permissions'>, permission: Permission) =>
  actor.permissions.includes(permission);

/**
 * Who sees a project (spec 001 §6): Super admin and Admin see every project, everyone else the
 * projects whose team they are in. A project out of sight answers 404, never 403.
 */
export function seesAllProjects(actor: Actor): boolean {
  return isAdmin(actor);
}

/** A project the queries found in the caller's sight (findVisibleProject, seesAllProjects). */
export const PROJECT_POLICY: Policy<Actor, object, never> = {
  notFound: PROJECT_MESSAGES.notFound,
  see: null,
  actions: {},
};

/**
 * What the actor may do with projects they can see: the project permissions, whatever the project.
 * Thumbnails are uploaded for the add or the edit form; the people choices feed the add-project
 * form and the team's Add user; the duplicate-name check serves the add and the edit form.
 */
export const PROJECT_GATES: Gates<
  Pick<SessionUser, 'permissions'>,
  | 'create'
  | 'edit'
  | 'delete'
  | 'addMember'
  | 'removeMember'
  | 'uploadThumbnail'
  | 'choosePeople'
  | 'checkName'
> = {
  gates: {
    create: { allow: (actor) => has(actor, 'CreateProject'), refuse: PROJECT_MESSAGES.cannotCreate },
    edit: { allow: (actor) => has(actor, 'EditProject'), refuse: PROJECT_MESSAGES.cannotEdit },
    delete: { allow: (actor) => has(actor, 'DeleteProject'), refuse: PROJECT_MESSAGES.cannotDelete },
    addMember: { allow: (actor) => has(actor, 'AddProjectUser'), refuse: PROJECT_MESSAGES.cannotAddMember },
    removeMember: {
      allow: (actor) => has(actor, 'DeleteProjectUser'),
      refuse: PROJECT_MESSAGES.cannotRemoveMember,
    },
    uploadThumbnail: {
      allow: (actor) => has(actor, 'CreateProject') || has(actor, 'EditProject'),
      refuse: PROJECT_MESSAGES.cannotUpload,
    },
    choosePeople: {
      allow: (actor) => has(actor, 'CreateProject') || has(actor, 'AddProjectUser'),
      refuse: PROJECT_MESSAGES.cannotChoosePeople,
    },
    checkName: {
      allow: (actor) => has(actor, 'CreateProject') || has(actor, 'EditProject'),
      refuse: PROJECT_MESSAGES.cannotCreate,
    },
  },
};

/** What the actor may do with a project they can see; sent to the web as `abilities`. */
export function projectAbilities(actor: Pick<SessionUser, 'permissions'>): ProjectAbilities {
  return {
    edit: allows(PROJECT_GATES, actor, 'edit'),
    delete: allows(PROJECT_GATES, actor, 'delete'),
    addMember: allows(PROJECT_GATES, actor, 'addMember'),
    removeMember: allows(PROJECT_GATES, actor, 'removeMember'),
  };
}

export function canCreateProject(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(PROJECT_GATES, actor, 'create');
}

export function canUploadThumbnail(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(PROJECT_GATES, actor, 'uploadThumbnail');
}

export function canChoosePeople(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(PROJECT_GATES, actor, 'choosePeople');
}

export function canCheckName(actor: Pick<SessionUser, 'permissions'>): boolean {
  return allows(PROJECT_GATES, actor, 'checkName');
}

/** A team member the actor may remove: with DeleteProjectUser, anyone but themself (spec 001 §2.7). */
export function canRemoveMember(actor: Actor, memberId: string): boolean {
  return allows(PROJECT_GATES, actor, 'removeMember') && memberId !== actor.id;
}
