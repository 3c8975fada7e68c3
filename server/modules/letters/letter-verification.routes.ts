import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import {
  letterVerificationParamsSchema,
  letterVerificationSchema,
} from '../../../shared/schemas/letters.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { verifyLetter } from './letter-verification.service.ts';

/** The public check of an issued letter by its verification code (no session). */
export const letterVerificationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/:code',
    {
      schema: {
        tags: ['letters'],
        summary: 'Whether a letter with this code was issued: only the name, type, day and reference',
        params: letterVerificationParamsSchema,
        response: {
          200: letterVerificationSchema,
          404: errorBodySchema,
          422: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return verifyLetter(ctx, request.params.code, request.ip);
    },
  );
};
