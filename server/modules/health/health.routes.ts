import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import type { Database } from '../../db/client.ts';
import { countPendingMigrations } from '../../db/migrate.ts';
import { UNAVAILABLE_RETRY_AFTER } from '../../lib/error-handler.ts';
import type { FileStorage } from '../../lib/storage.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  database: z.object({ status: z.enum(['up', 'down']), engine: z.enum(['pglite', 'postgres']) }),
});

const readySchema = z.object({
  status: z.enum(['ready', 'not_ready', 'draining']),
  checks: z.object({
    database: z.enum(['up', 'down']),
    storage: z.enum(['up', 'down']),
    migrations: z.enum(['applied', 'pending', 'unknown']),
  }),
});

const PING_TIMEOUT_MS = 2000;

function withinTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`${what} timed out`)), PING_TIMEOUT_MS).unref(),
    ),
  ]);
}

/** Whether `work` succeeds within the time limit; a failure is logged as `problem`. */
function succeeds(request: FastifyRequest, work: Promise<unknown>, problem: string): Promise<boolean> {
  return withinTimeout(work, problem).then(
    () => true,
    (err: unknown) => {
      request.log.warn({ err }, problem);
      return false;
    },
  );
}

/**
 * Liveness (`/api/health`: the process answers, and whether its database does) and readiness
 * (`/api/ready`: whether a load balancer should send it traffic). A successful check is not
 * logged: a balancer asks several times a second.
 */
export const healthRoutes: FastifyPluginAsyncZod<{
  database: Database;
  storage: FileStorage;
  /** True from the moment the instance is told to stop (SIGTERM), while it drains. */
  draining: () => boolean;
}> = async (app, { database, storage, draining }) => {
  app.get(
    '/ready',
    {
      logLevel: 'warn',
      schema: {
        tags: ['app'],
        summary: 'Readiness: database and file storage reachable, migrations applied, not shutting down',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (request, reply) => {
      const [databaseUp, storageUp, pending] = await Promise.all([
        succeeds(request, database.ping(), 'readiness: database down'),
        succeeds(request, storage.check(), 'readiness: file storage down'),
        withinTimeout(countPendingMigrations(database), 'migration check').catch(() => null),
      ]);
      const checks = {
        database: databaseUp ? 'up' : 'down',
        storage: storageUp ? 'up' : 'down',
        migrations: pending === null ? 'unknown' : pending === 0 ? 'applied' : 'pending',
      } as const;
      const ready = databaseUp && storageUp && pending === 0;
      const status = draining() ? 'draining' : ready ? 'ready' : 'not_ready';
      return reply
        .status(status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send({ status, checks });
    },
  );

  app.get(
    '/health',
    {
      logLevel: 'warn',
      schema: {
        tags: ['app'],
        summary: 'Liveness and database status',
        // 503 is also what any route answers when the session check cannot reach the database.
        response: { 200: healthSchema, 503: z.union([healthSchema, errorBodySchema]) },
      },
    },
    async (request, reply) => {
      const up = await succeeds(request, database.ping(), 'health check: database down');
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
