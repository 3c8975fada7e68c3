import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../lib/context.ts';
import { requireSession } from '../../lib/session.plugin.ts';

export const workSitesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.addHook('onRequest', requireSession);
};
