import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../lib/context.ts';
import { notFound } from '../../lib/errors.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { isValidFileKey } from '../../lib/storage.ts';
import { isAvatarKey } from './users.queries.ts';

const MIME: Record<string, string> = { jpg: 'image/jpeg', png: 'image/png' };

/** Stored files. Profile pictures are visible to every signed-in member of the organisation. */
export const filesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/:folder/:name',
    {
      schema: {
        tags: ['files'],
        summary: 'A stored file',
        params: z.object({ folder: z.string(), name: z.string() }),
      },
    },
    async (request, reply) => {
      requireUser(request);
      const key = `${request.params.folder}/${request.params.name}`;
      if (!isValidFileKey(key) || request.params.folder !== 'avatars' || !(await isAvatarKey(ctx.db, key))) {
        throw notFound('File not found.');
      }
      const file = await ctx.storage.read(key);
      if (!file) throw notFound('File not found.');
      const ext = key.slice(key.lastIndexOf('.') + 1);
      return reply
        .header('content-type', MIME[ext] ?? 'application/octet-stream')
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=31536000, immutable')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );
};
