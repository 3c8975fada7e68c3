import { randomBytes } from 'node:crypto';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import {
  PROJECT_MESSAGES,
  type CreateProjectBody,
  type UpdateProjectBody,
} from '../../../shared/schemas/projects.schema.ts';
import type { Tx } from '../../db/client.ts';
import { people, scopeOf, scopeSql } from '../users/users.queries.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { conflict, fieldError, type AppError } from '../../lib/errors.ts';
import { IMAGE_UPLOAD_MESSAGES, reencodeImage, SHOWN_IMAGE_SIZE } from '../../lib/images.ts';
import { publish, type EventChanges } from '../events/events.service.ts';
import { addMembers, findActiveManagerIds, findUsableIds } from './project-members.repository.ts';
import type { ProjectTasks } from './project-tasks.ts';
import { PROJECT_GATES, PROJECT_POLICY } from './projects.policy.ts';
import {
  insertProject,
  lockProject,
  lockProjectNames,
  projectNameTaken,
  softDeleteProject,
  thumbnailKeyInUse,
  updateProjectRow,
} from './projects.repository.ts';
import { loadVisibleProject } from './projects.service.ts';

/** A duplicate name: 409, with the message under the name field. */
function nameExists(): AppError {
  return conflict('duplicate', PROJECT_MESSAGES.nameExists, 'name');
}

/** Collapses inner runs of spaces and trims, so that 'Apollo ' and 'Apollo' are one name. */
function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/**
 * A thumbnail key from the form must be a picture uploaded for a project and not yet used by
 * any: nobody can point their project at another project's picture.
 */
async function checkThumbnailKey(ctx: AppContext, tx: Tx, key: string): Promise<void> {
  const usable = !(await thumbnailKeyInUse(tx, key)) && (await ctx.storage.exists(key));
  if (!usable) throw fieldError('thumbnailKey', PROJECT_MESSAGES.thumbnailInvalid);
}

/**
 * Stores an uploaded thumbnail, decoded and re-encoded at the size the app shows
 * (reencodeImage), and returns the key the add or edit form sends back on Save.
 */
export async function storeThumbnail(ctx: AppContext, actor: SessionUser, data: Buffer): Promise<string> {
  authorize(PROJECT_GATES, actor, 'uploadThumbnail');
  const image = await reencodeImage(data, SHOWN_IMAGE_SIZE, IMAGE_UPLOAD_MESSAGES);
  const key = `thumbnails/${randomBytes(16).toString('base64url')}.${image.extension}`;
  await ctx.storage.put(key, image.data);
  return key;
}

/**
 * Add project (CreateProject). Its team is the chosen people, each one's reporting manager and
 * the creator (spec 001 §4). The chosen users must be active and in the caller's scope.
 */
export async function createProject(
  ctx: AppContext,
  actor: SessionUser,
  body: CreateProjectBody,
): Promise<number> {
  authorize(PROJECT_GATES, actor, 'create');
  const name = cleanName(body.name);
  const chosen = [...new Set(body.userIds)];
  return ctx.db.transaction(async (tx) => {
    await lockProjectNames(tx);
    if (await projectNameTaken(tx, name)) throw nameExists();
    const usable = await findUsableIds(tx, scopeSql(scopeOf(actor), people.id), chosen);
    if (usable.length !== chosen.length) throw fieldError('userIds', PROJECT_MESSAGES.usersUnavailable);
    if (body.thumbnailKey) await checkThumbnailKey(ctx, tx, body.thumbnailKey);
    const created = await insertProject(tx, {
      name,
      description: body.description.trim(),
      thumbnailKey: body.thumbnailKey ?? null,
      createdById: actor.id,
    });
    if (!created) throw nameExists();
    const managers = await findActiveManagerIds(tx, chosen);
    const members = await addMembers(tx, created.id, [...new Set([actor.id, ...chosen, ...managers])]);
    // The uploaded thumbnail becomes the project's here (its upload alone changed nothing).
    await publish(tx, {
      type: 'project.created',
      actorId: actor.id,
      subject: { kind: 'project', id: created.id },
      concerns: members,
      data: { name, userIds: members, thumbnail: !!body.thumbnailKey },
    });
    return created.id;
  });
}

/** Edit project (EditProject): name, description and thumbnail. A replaced picture is removed. */
export async function updateProject(
  ctx: AppContext,
  actor: SessionUser,
  id: number,
  body: UpdateProjectBody,
): Promise<void> {
  await loadVisibleProject(ctx, actor, { id });
  authorize(PROJECT_GATES, actor, 'edit');
  const name = cleanName(body.name);
  const replaced = await ctx.db.transaction(async (tx) => {
    await lockProjectNames(tx);
    const current = await lockProject(tx, id);
    authorize(PROJECT_POLICY, actor, 'view', current);
    if (await projectNameTaken(tx, name, id)) throw nameExists();
    const changesPicture = body.thumbnailKey !== undefined && body.thumbnailKey !== current.thumbnailKey;
    if (changesPicture && body.thumbnailKey) await checkThumbnailKey(ctx, tx, body.thumbnailKey);
    const description = body.description.trim();
    await updateProjectRow(
      tx,
      id,
      {
        name,
        description,
        ...(changesPicture ? { thumbnailKey: body.thumbnailKey ?? null } : {}),
      },
      ctx.now(),
    );
    // The description is free text the project shows, and the picture a file: said changed, no values.
    const changes: EventChanges = {};
    if (current.name !== name) changes.name = { from: current.name, to: name };
    if (current.description !== description) changes.description = {};
    if (changesPicture) changes.thumbnail = {};
    if (Object.keys(changes).length > 0)
      await publish(tx, {
        type: 'project.updated',
        actorId: actor.id,
        subject: { kind: 'project', id },
        changes,
        data: { name },
      });
    return changesPicture ? current.thumbnailKey : null;
  });
  if (replaced) await ctx.storage.remove(replaced);
}

/**
 * Delete project (DeleteProject), a soft delete. A project with open tasks is refused (409): its
 * work would vanish from every list without anyone deciding what becomes of it. Its Completed and
 * Closed tasks stay, as history, under the project's name.
 */
export async function deleteProject(
  ctx: AppContext,
  tasks: ProjectTasks,
  actor: SessionUser,
  id: number,
): Promise<void> {
  await loadVisibleProject(ctx, actor, { id });
  authorize(PROJECT_GATES, actor, 'delete');
  await ctx.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    authorize(PROJECT_POLICY, actor, 'view', project);
    if (await tasks.hasOpen(tx, id)) throw conflict('open_tasks', PROJECT_MESSAGES.hasOpenTasks);
    await softDeleteProject(tx, id, ctx.now());
    await publish(tx, {
      type: 'project.deleted',
      actorId: actor.id,
      subject: { kind: 'project', id },
      data: { name: project?.name },
    });
  });
}
