import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
} from '../../../shared/schemas/notifications.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from './notification-preferences.service.ts';

const tags = ['settings'];
const errors = { 401: errorBodySchema, 422: errorBodySchema };

/** Settings > Notifications of the signed-in user, under /me beside the profile's routes. */
export const notificationPreferencesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/notification-preferences',
    {
      schema: {
        tags,
        summary: 'How I hear of each kind of notification: its channel, and whether it is the default',
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => getNotificationPreferences(ctx, requireUser(request)),
  );

  app.put(
    '/notification-preferences',
    {
      schema: {
        tags,
        summary:
          'Set the channel (in_app, email, digest, off) of some kinds of notification; the others stay as they are',
        body: notificationPreferencesUpdateSchema,
        response: { 200: notificationPreferencesSchema, ...errors },
      },
    },
    async (request) => updateNotificationPreferences(ctx, requireUser(request), request.body),
  );
};
