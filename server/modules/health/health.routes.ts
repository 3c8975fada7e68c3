import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import { UNAVAILABLE_RETRY_AFTER } from '../../lib/error-handler.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ status: z.enum(['up', 'down']), engine: z.enum(['pglite', 'postgres']) }),
});

const PING_TIMEOUT_MS = 2000;

/** For load balancers and uptime checks: 200 when the database answers, 503 when it does not. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Database }> = async (app, { database }) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['app'],
        summary: 'Liveness and database status',
        // 503 is also what any route answers when the session check cannot reach the database.
        response: { 200: healthSchema, 503: z.union([healthSchema, errorBodySchema]) },
      },
    },
    async (request, reply) => {
      let up = true;
      try {
        await Promise.race([
          database.ping(),
          new Promise((_, reject) =>
            setTimeout(() => reject(new Error('database ping timed out')), PING_TIMEOUT_MS).unref(),
          ),
        ]);
      } catch (err) {
        up = false;
        request.log.warn({ err }, 'health check: database down');
      }
      // Down, it asks to be tried again later as every other route does then (error-handler.ts).
      if (!up) void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER));
      return reply
        .status(up ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({
          status: up ? 'ok' : 'error',
          database: { status: up ? 'up' : 'down', engine: database.engine },
        });
    },
  );
};
