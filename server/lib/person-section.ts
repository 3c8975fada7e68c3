import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { SessionUser } from '../../shared/schemas/auth.schema.ts';
import { errorBodySchema, personParamsSchema } from '../../shared/schemas/common.schema.ts';
import type { AppContext } from './context.ts';
import { requireSession, requireUser } from './session.plugin.ts';

const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/**
 * A section of a person's page (issue 31): GET /users/{id}/`path`, registered under /api/v1/users
 * by the module that owns what it shows, which answers it within its own scope (`read`: 404 for a
 * person outside the caller's team).
 */
export function personSectionRoute<Schema extends z.ZodType>(
  path: string,
  doc: { tags: string[]; summary: string; response: Schema },
  read: (ctx: AppContext, actor: SessionUser, personId: string) => Promise<z.output<Schema>>,
): FastifyPluginAsyncZod<{ ctx: AppContext }> {
  // The caller's types tie `read` to its schema; the route is declared with the schema as such.
  const response: z.ZodType = doc.response;
  const answer: (ctx: AppContext, actor: SessionUser, personId: string) => Promise<unknown> = read;
  return async (app, { ctx }) => {
    app.addHook('onRequest', requireSession);
    app.get(
      `/:id/${path}`,
      {
        schema: {
          tags: doc.tags,
          summary: doc.summary,
          params: personParamsSchema,
          response: { 200: response, ...errors },
        },
      },
      async (request) => answer(ctx, requireUser(request), request.params.id),
    );
  };
}
