import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { meResponseSchema } from '../../../shared/schemas/auth.schema.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import { updateProfileBodySchema, USER_MESSAGES } from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, badRequest, unauthenticated } from '../../lib/errors.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { removeOwnAvatar, setOwnAvatar, updateOwnProfile } from './profile.service.ts';
import { getSessionUser } from './users.service.ts';

const tags = ['settings'];
const errors = { 401: errorBodySchema, 413: errorBodySchema, 415: errorBodySchema, 422: errorBodySchema };

/** Settings > Profile of the signed-in user. Answers with the refreshed session user. */
export const meRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);
  const me = async (id: string) => {
    const user = await getSessionUser(ctx.db, id);
    if (!user) throw unauthenticated();
    return { user };
  };

  app.patch(
    '/profile',
    {
      schema: {
        tags,
        summary: 'Update my name, country code and phone',
        body: updateProfileBodySchema,
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updateOwnProfile(ctx, user, request.body);
      return me(user.id);
    },
  );

  app.post(
    '/avatar',
    {
      schema: {
        tags,
        summary: 'Upload my profile picture (multipart field "file": JPEG or PNG, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: meResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      if (!request.isMultipart()) throw new AppError(415, 'unsupported_media_type', USER_MESSAGES.imageType);
      const file = await request.file({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw badRequest('file_missing', USER_MESSAGES.uploadFailed);
      let data: Buffer;
      try {
        data = await file.toBuffer();
      } catch {
        throw new AppError(413, 'file_too_large', USER_MESSAGES.imageSize);
      }
      await setOwnAvatar(ctx, user, data);
      return me(user.id);
    },
  );

  app.delete(
    '/avatar',
    {
      schema: { tags, summary: 'Remove my profile picture', response: { 200: meResponseSchema, ...errors } },
    },
    async (request) => {
      const user = requireUser(request);
      await removeOwnAvatar(ctx, user);
      return me(user.id);
    },
  );
};
