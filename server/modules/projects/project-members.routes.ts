import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  projectIdParamsSchema,
  projectMembersBodySchema,
  projectMembersChangeResponseSchema,
  projectMembersQuerySchema,
  projectMembersResponseSchema,
} from '../../../shared/schemas/projects.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireUser } from '../../lib/session.plugin.ts';
import type { ProjectTasks } from './project-tasks.ts';
import { addProjectMembers, listProjectMembers, removeProjectMembers } from './project-members.service.ts';

const tags = ['projects'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** A project's team (spec 001 §2.7), under /projects/{id}/members; the session is checked by the parent. */
export const projectMembersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; tasks: ProjectTasks }> = async (
  app,
  { ctx, tasks },
) => {
  app.get(
    '/:id/members',
    {
      schema: {
        tags,
        summary: 'The project team, 10 a page, by name',
        params: projectIdParamsSchema,
        querystring: projectMembersQuerySchema,
        response: { 200: projectMembersResponseSchema, ...errors },
      },
    },
    async (request) => listProjectMembers(ctx, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/:id/members',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Add users to the team (AddProjectUser): active people in the caller’s scope',
        headers: idempotencyKeyHeadersSchema,
        params: projectIdParamsSchema,
        body: projectMembersBodySchema,
        response: { 200: projectMembersChangeResponseSchema, ...errors },
      },
    },
    async (request) => addProjectMembers(ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/:id/members/remove',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Remove users from the team (DeleteProjectUser), never oneself; their open tasks here go to their manager',
        headers: idempotencyKeyHeadersSchema,
        params: projectIdParamsSchema,
        body: projectMembersBodySchema,
        response: { 200: projectMembersChangeResponseSchema, ...errors },
      },
    },
    async (request) =>
      removeProjectMembers(ctx, tasks, requireUser(request), request.params.id, request.body),
  );
};
