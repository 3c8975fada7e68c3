import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  customItemBodySchema,
  customItemKinds,
  namedItemSchema,
} from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { addCustomItem } from './people-write.service.ts';

/** POST /api/v1/departments, /designations and /roles: the "Add custom …" modals. */
export const customItemsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);
  for (const kind of customItemKinds) {
    app.post(
      `/${kind}`,
      {
        config: { idempotent: true },
        schema: {
          tags: ['users'],
          summary: `Add a custom ${kind.slice(0, -1)}`,
          headers: idempotencyKeyHeadersSchema,
          body: customItemBodySchema(kind),
          response: {
            201: namedItemSchema,
            401: errorBodySchema,
            403: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const item = await addCustomItem(ctx, requireUser(request), kind, request.body.name);
        return reply.status(201).send(item);
      },
    );
  }
};
