import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SessionUser } from '../../shared/schemas/auth.schema.ts';
import { errorBodySchema, personParamsSchema } from '../../shared/schemas/common.schema.ts';
import type { AppContext } from './context.ts';
import { requireSession, requireUser } from './session.plugin.ts';

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const noQuery = z.object({});

/**
 * A section of a person's page (issue 31): GET /users/{id}/`path`, registered under /api/v1/users
 * by the module that owns what it shows, which answers it within its own scope (`read`: 404 for a
 * person outside the caller's team). A section that pages takes its query string (`doc.query`).
 */
export function personSectionRoute<Schema extends z.ZodType, Query extends z.ZodType = typeof noQuery>(
  path: string,
  doc: { tags: string[]; summary: string; response: Schema; query?: Query },
  read: (
    ctx: AppContext,
    actor: SessionUser,
    personId: string,
    query: z.output<Query>,
  ) => Promise<z.output<Schema>>,
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  // The caller's types tie `read` to its schemas; the route is declared with the schemas as such.
  const response: z.ZodType = doc.response;
  const querystring: z.ZodType = doc.query ?? noQuery;
  const answer = read as (
    ctx: AppContext,
    actor: SessionUser,
    personId: string,
    query: unknown,
  ) => Promise<unknown>;
  return async (app, { ctx }) => {
    app.addHook('onRequest', requireSession);
    app.get(
      `/:id/${path}`,
      {
        schema: {
          tags: doc.tags,
          summary: doc.summary,
          params: personParamsSchema,
          querystring,
          response: { 200: response, ...errors },
        },
      },
      async (request) => answer(ctx, requireUser(request), request.params.id, request.query),
    );
  };
}
