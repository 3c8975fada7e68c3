import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyPageSchema, historyQuerySchema } from '../../../shared/schemas/history.schema.ts';
import { getProjectHistory } from './project-history.service.ts';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  createProjectBodySchema,
  memberOptionsQuerySchema,
  memberOptionsResponseSchema,
  projectAvailabilityQuerySchema,
  projectAvailabilityResponseSchema,
  projectDetailsSchema,
  projectGuidParamsSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  thumbnailUploadResponseSchema,
  updateProjectBodySchema,
} from '../../../shared/schemas/projects.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { IMAGE_UPLOAD_MESSAGES } from '../../lib/images.ts';
import { readSingleUpload } from '../../lib/uploads.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { projectMembersRoutes } from './project-members.routes.ts';
import type { ProjectTasks } from './project-tasks.ts';
import { createProject, deleteProject, storeThumbnail, updateProject } from './projects-write.service.ts';
import {
  checkProjectName,
  getMemberOptions,
  getProjectDetails,
  listProjects,
  readThumbnail,
} from './projects.service.ts';

const tags = ['projects'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** Projects (spec 001 §2.6–§2.8): list, add, edit, delete, details, thumbnails; the team below. */
export const projectsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; tasks: ProjectTasks }> = async (
  app,
  { ctx, tasks },
) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Projects the caller sees (all for Super admin and Admin, else their own), 12 a page',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, ...errors },
      },
    },
    async (request) => listProjects(ctx, requireUser(request), request.query),
  );

  app.get(
    '/availability',
    {
      schema: {
        tags,
        summary: 'Whether a project name is free (the on-blur duplicate check)',
        querystring: projectAvailabilityQuerySchema,
        response: { 200: projectAvailabilityResponseSchema, ...errors },
      },
    },
    async (request) => checkProjectName(ctx, requireUser(request), request.query),
  );

  app.get(
    '/member-options',
    {
      schema: {
        tags,
        summary: 'Active people in the caller’s scope, by name, for the users multi-selects',
        querystring: memberOptionsQuerySchema,
        response: { 200: memberOptionsResponseSchema, ...errors },
      },
    },
    async (request) => getMemberOptions(ctx, requireUser(request), request.query),
  );

  app.post(
    '/thumbnails',
    {
      schema: {
        tags,
        summary: 'Upload a thumbnail (multipart field "file": JPEG or PNG, at most 5 MB) for Save to use',
        consumes: ['multipart/form-data'],
        response: {
          201: thumbnailUploadResponseSchema,
          ...errors,
          413: errorBodySchema,
          415: errorBodySchema,
          507: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const data = await readSingleUpload(request, IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES);
      return reply.status(201).send({ thumbnailKey: await storeThumbnail(ctx, user, data) });
    },
  );

  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Add a project (CreateProject): the chosen users, their managers and the creator join it',
        headers: idempotencyKeyHeadersSchema,
        body: createProjectBodySchema,
        response: { 201: projectDetailsSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createProject(ctx, user, request.body);
      return reply.status(201).send(await getProjectDetails(ctx, tasks, user, { id }));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a project’s name, description and thumbnail (EditProject)',
        params: projectIdParamsSchema,
        body: updateProjectBodySchema,
        response: { 200: projectDetailsSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateProject(ctx, user, request.params.id, request.body);
      return getProjectDetails(ctx, tasks, user, { id: request.params.id });
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a project (DeleteProject); refused with 409 while it has open tasks',
        params: projectIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteProject(ctx, tasks, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/:guid/details',
    {
      schema: {
        tags,
        summary: 'Project details: creator, task status counts and the first members',
        params: projectGuidParamsSchema,
        response: { 200: projectDetailsSchema, ...errors },
      },
    },
    async (request) => getProjectDetails(ctx, tasks, requireUser(request), { guid: request.params.guid }),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        tags,
        summary: 'A page of a project’s own changes (its events), newest first',
        params: projectIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => getProjectHistory(ctx, requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/:id/thumbnail',
    {
      schema: { tags, summary: 'A project’s thumbnail picture', params: projectIdParamsSchema },
    },
    async (request, reply) => {
      const file = await readThumbnail(ctx, requireUser(request), request.params.id);
      return reply
        .header('content-type', MIME[file.extension] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );

  await app.register(projectMembersRoutes, { ctx, tasks });
};
