import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import { jobsResponseSchema } from '../../../shared/schemas/jobs.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { listJobs } from './jobs.service.ts';

export const jobsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/',
    {
      schema: {
        tags: ['settings'],
        summary: 'The scheduled jobs with their last run and next run (Admins)',
        response: { 200: jobsResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => listJobs(ctx, requireUser(request)),
  );
};
