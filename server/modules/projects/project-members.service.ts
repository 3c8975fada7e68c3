import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import type { Tx } from '../../db/client.ts';
import {
  PROJECT_MESSAGES,
  type ProjectMembersBody,
  type ProjectMembersChangeResponse,
  type ProjectMembersQuery,
  type ProjectMembersResponse,
} from '../../../shared/schemas/projects.schema.ts';
import { people, scopeOf, scopeSql } from '../users/users.queries.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { fieldError } from '../../lib/errors.ts';
import { publish, type DomainEvent } from '../events/events.service.ts';
import {
  addPersonToProjects,
  replacePersonProjects,
  addMembers,
  findMemberIds,
  findMembersPage,
  findNearestActiveManager,
  findPeopleNames,
  findUsableIds,
  removeMembers,
} from './project-members.repository.ts';
import { PROJECT_GATES, PROJECT_POLICY, canRemoveMember, projectAbilities } from './projects.policy.ts';
import type { ProjectTasks } from './project-tasks.ts';
import { presentMemberRow } from './projects.presenter.ts';
import { lockProject } from './projects.repository.ts';
import { loadVisibleProject } from './projects.service.ts';

/** The project team table (spec 001 §2.7): 10 a page, by name, each row saying whether it can go. */
export async function listProjectMembers(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  query: ProjectMembersQuery,
): Promise<ProjectMembersResponse> {
  const project = await loadVisibleProject(ctx, actor, { id });
  const { rows, total } = await findMembersPage(ctx.db, id, query);
  return {
    project: { id: project.id, guid: project.guid, name: project.name },
    items: rows.map((row) => presentMemberRow(row, canRemoveMember(actor, row.id))),
    total,
    page: query.page,
    pageSize: query.pageSize,
    abilities: projectAbilities(actor),
  };
}

/** Add user to a team (AddProjectUser): active people in the caller's scope. Members already in stay. */
export async function addProjectMembers(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: ProjectMembersBody,
): Promise<ProjectMembersChangeResponse> {
  await loadVisibleProject(ctx, actor, { id });
  authorize(PROJECT_GATES, actor, 'addMember');
  const chosen = [...new Set(body.userIds)];
  const changed = await ctx.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    authorize(PROJECT_POLICY, actor, 'view', project);
    const usable = await findUsableIds(tx, scopeSql(scopeOf(actor), people.id), chosen);
    if (usable.length !== chosen.length) throw fieldError('userIds', PROJECT_MESSAGES.usersUnavailable);
    const joined = await addMembers(tx, id, chosen);
    if (joined.length > 0)
      await publish(tx, {
        type: 'project.members_added',
        actorId: actor.id,
        subject: { kind: 'project', id },
        concerns: joined,
        data: { name: project?.name, userIds: joined },
      });
    return joined.length;
  });
  return { changed };
}

/**
 * Remove users from a team (DeleteProjectUser); never the caller themself. Each one's open tasks
 * in this project go to their reporting manager (the nearest active one above them who is not
 * leaving too), or to the caller when there is none, who then joins the team (spec 001 §4).
 */
export async function removeProjectMembers(
  ctx: AppContext,
  tasks: ProjectTasks,
  actor: SessionUser,
  id: number,
  body: ProjectMembersBody,
): Promise<ProjectMembersChangeResponse> {
  await loadVisibleProject(ctx, actor, { id });
  authorize(PROJECT_GATES, actor, 'removeMember');
  const leaving = [...new Set(body.userIds)];
  if (leaving.includes(actor.id)) throw fieldError('userIds', PROJECT_MESSAGES.cannotRemoveSelf);
  const changed = await ctx.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    authorize(PROJECT_POLICY, actor, 'view', project);
    const members = await findMemberIds(tx, id, leaving);
    if (members.length !== leaving.length) throw fieldError('userIds', PROJECT_MESSAGES.notMembers);
    const removed = await removeMembers(tx, id, leaving);
    const events: DomainEvent[] = [];
    if (removed.length > 0)
      events.push({
        type: 'project.members_removed',
        actorId: actor.id,
        subject: { kind: 'project', id },
        concerns: removed,
        data: { name: project?.name, userIds: removed },
      });
    for (const person of await findPeopleNames(tx, leaving)) {
      const to = (await findNearestActiveManager(tx, person.id, leaving)) ?? {
        id: actor.id,
        fullName: actor.fullName,
      };
      const touched = await tasks.handOver(tx, {
        from: { id: person.id, fullName: `${person.firstName} ${person.lastName}` },
        to,
        projectIds: [id],
        actorId: actor.id,
      });
      const joined = touched.length > 0 ? await addMembers(tx, id, [to.id]) : [];
      if (joined.length > 0)
        events.push({
          type: 'project.members_added',
          actorId: actor.id,
          subject: { kind: 'project', id },
          concerns: joined,
          data: { name: project?.name, userIds: joined, reason: 'took_over_tasks', fromId: person.id },
        });
    }
    if (events.length > 0) await publish(tx, events);
    return removed.length;
  });
  return { changed };
}

/**
 * Sets the projects of a person (from the person's form), inside the caller's transaction;
 * returns the projects they left, whose tasks the caller hands over.
 */
export function setPersonProjects(tx: Tx, userId: string, projectIds: number[]): Promise<number[]> {
  return replacePersonProjects(tx, userId, projectIds);
}

/**
 * Adds a person to the teams of projects they are not yet a member of (who takes over tasks
 * there); returns the projects they joined, whose events the caller publishes.
 */
export function joinProjects(tx: Tx, userId: string, projectIds: number[]): Promise<number[]> {
  return addPersonToProjects(tx, userId, projectIds);
}
