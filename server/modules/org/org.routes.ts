import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appInfoResponseSchema } from '../../../shared/schemas/auth.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { getAppInfo } from './org.service.ts';

export const orgRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/app-info',
    {
      schema: {
        tags: ['app'],
        summary: 'Public facts the sign-in page needs',
        response: { 200: appInfoResponseSchema },
      },
    },
    async () => getAppInfo(ctx),
  );
};
