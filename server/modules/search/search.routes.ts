import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import { searchQuerySchema, searchResponseSchema } from '../../../shared/schemas/search.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { search } from './search.service.ts';

/** GET /search: the global search of the top bar and the Ctrl/Cmd+K palette. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags: ['search'],
        summary:
          'Search tasks, people, projects, leave, holidays, letters and HR documents the caller may see',
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 401: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => search(ctx, requireUser(request), request.query),
  );
};
