import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IMAGE_MAX_BYTES } from '../../../shared/constants.ts';
import { meResponseSchema } from '../../../shared/schemas/auth.schema.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import {
  birthdayBodySchema,
  birthdaySchema,
  updateLanguageBodySchema,
  updateProfileBodySchema,
} from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { IMAGE_UPLOAD_MESSAGES } from '../../lib/images.ts';
import { readSingleUpload } from '../../lib/uploads.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import {
  getOwnBirthday,
  removeOwnAvatar,
  setOwnAvatar,
  setOwnBirthday,
  updateOwnLanguage,
  updateOwnProfile,
} from './profile.service.ts';
import { getSessionUser } from './users.service.ts';

const tags = ['settings'];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  422: errorBodySchema,
};

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

  app.get(
    '/birthday',
    {
      schema: {
        tags,
        summary: 'The birthday I show my team on the team calendar (day and month), if any',
        response: { 200: birthdaySchema, ...errors },
      },
    },
    async (request) => getOwnBirthday(ctx, requireUser(request)),
  );

  app.put(
    '/birthday',
    {
      schema: {
        tags,
        summary: 'Show my team my birthday (day and month, no year) on the team calendar',
        body: birthdayBodySchema,
        response: { 200: birthdaySchema, ...errors },
      },
    },
    async (request) => setOwnBirthday(ctx, requireUser(request), request.body),
  );

  app.delete(
    '/birthday',
    {
      schema: {
        tags,
        summary: 'Stop showing my birthday on the team calendar',
        response: { 200: birthdaySchema, ...errors },
      },
    },
    async (request) => setOwnBirthday(ctx, requireUser(request), null),
  );

  app.put(
    '/language',
    {
      schema: {
        tags,
        summary: 'Set my language (the web app sends it when I choose one; my mails are written in it)',
        body: updateLanguageBodySchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await updateOwnLanguage(ctx, requireUser(request), request.body);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/avatar',
    {
      schema: {
        tags,
        summary: 'Upload my profile picture (multipart field "file": JPEG or PNG, at most 5 MB)',
        consumes: ['multipart/form-data'],
        response: { 200: meResponseSchema, ...errors, 507: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const data = await readSingleUpload(request, IMAGE_MAX_BYTES, IMAGE_UPLOAD_MESSAGES);
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
