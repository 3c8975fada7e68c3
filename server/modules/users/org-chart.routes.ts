import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import { orgChartResponseSchema, subtreeResponseSchema } from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { getOrgChart, getSubtree } from './org-chart.service.ts';
import { resolveViewScope, viewAsOf } from './scope.ts';

/** The organisation chart and the hierarchy selector's tree (under /api/v1/org): who is below whom. */
export const orgTreeRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/chart',
    {
      schema: {
        tags: ['org'],
        summary: 'The organisation chart around a person: their manager, themself, their direct reports',
        querystring: z.strictObject({ userId: z.uuid().optional() }),
        response: { 200: orgChartResponseSchema, 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await resolveViewScope(ctx, user, viewAsOf(request.headers));
      return getOrgChart(ctx, user, scope, request.query.userId);
    },
  );

  app.get(
    '/subtree',
    {
      schema: {
        tags: ['org'],
        summary: "The hierarchy selector's tree: the caller and everyone below them",
        response: { 200: subtreeResponseSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ nodes: await getSubtree(ctx, requireUser(request)) }),
  );
};
