import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  workSiteBodySchema,
  workSiteListQuerySchema,
  workSiteListResponseSchema,
  workSiteParamsSchema,
  workSiteSchema,
} from '../../../shared/schemas/attendance.schema.ts';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { createWorkSite, editWorkSite, listWorkSites, removeWorkSite } from './work-sites.service.ts';

const tags = ['attendance'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Work sites (ManageAttendance): where the people bound to them may check in. */
export const workSitesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'Every work site with its people, nearest first from the position given; and the attendance settings',
        querystring: workSiteListQuerySchema,
        response: { 200: workSiteListResponseSchema, ...errors },
      },
    },
    async (request) => listWorkSites(ctx, requireUser(request), request.query),
  );

  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Add a work site and bind people to it',
        headers: idempotencyKeyHeadersSchema,
        body: workSiteBodySchema,
        response: { 201: workSiteSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createWorkSite(ctx, requireUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a work site; the people listed are its people from now on',
        params: workSiteParamsSchema,
        body: workSiteBodySchema,
        response: { 200: workSiteSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => editWorkSite(ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a work site; its people check in wherever their other sites allow',
        params: workSiteParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeWorkSite(ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
