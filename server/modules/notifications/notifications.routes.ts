import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import {
  notificationListQuerySchema,
  notificationPageSchema,
  notificationParamsSchema,
  notificationReadAllBodySchema,
  readAllResultSchema,
  unreadCountSchema,
} from '../../../shared/schemas/notifications.schema.ts';
import { z } from 'zod';
import type { ChangeFeed } from '../../db/client.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { tooManyRequests } from '../../lib/errors.ts';
import { MAX_STREAMS_PER_PERSON, NotificationStreams, TOO_MANY_STREAMS } from './notification-stream.ts';
import {
  listNotifications,
  readAllNotifications,
  readNotification,
  unreadNotificationCount,
} from './notifications.service.ts';

const tags = ['notifications'];
const eventId = z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
/** Sent by the browser's EventSource when it reconnects: resume after it. A malformed one starts from now. */
const streamHeadersSchema = z.object({ 'last-event-id': eventId.optional().catch(undefined) });
/** The newest notification the page already shows, for the first connection. */
const streamQuerySchema = z.object({ after: eventId.optional().catch(undefined) });
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const streamErrors = { ...errors, 429: errorBodySchema };

/** The caller's own in-app notifications: nobody reads or marks another person's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; changes: ChangeFeed }> = async (
  app,
  { ctx, changes },
) => {
  app.addHook('onRequest', requireSession);
  const streams = new NotificationStreams(ctx, changes);
  // Before the server waits for its open requests to finish: a stream never does by itself. The
  // browser reconnects (through the balancer, to another instance) and resumes after its last event.
  app.addHook('preClose', (done) => {
    streams.close();
    done();
  });

  app.get(
    '/stream',
    {
      schema: {
        tags,
        summary:
          'The caller’s new notifications as they arrive (Server-Sent Events: `notification` with the notification, `unread` with the count); Last-Event-ID resumes after a reconnect',
        headers: streamHeadersSchema,
        querystring: streamQuerySchema,
        response: { 200: z.string().describe('text/event-stream'), ...streamErrors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const resumeFrom = request.headers['last-event-id'] ?? request.query.after ?? null;
      // Refused, a browser's EventSource does not retry: that tab goes without live updates.
      if (streams.countFor(actor.id) >= MAX_STREAMS_PER_PERSON) throw tooManyRequests(TOO_MANY_STREAMS, 60);
      reply.hijack();
      await streams.open(actor.id, reply.raw, resumeFrom);
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "The caller's notifications, newest first (unread=true for the unread ones), with the unread count",
        querystring: notificationListQuerySchema,
        response: { 200: notificationPageSchema, ...errors },
      },
    },
    async (request) => listNotifications(ctx, requireUser(request), request.query),
  );

  app.get(
    '/unread-count',
    {
      schema: {
        tags,
        summary: 'How many of the caller’s notifications are unread',
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => unreadNotificationCount(ctx, requireUser(request)),
  );

  app.post(
    '/:id/read',
    {
      schema: {
        tags,
        summary: 'Mark one of the caller’s notifications read; answers the unread count',
        params: notificationParamsSchema,
        response: { 200: unreadCountSchema, ...errors },
      },
    },
    async (request) => readNotification(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/read-all',
    {
      schema: {
        tags,
        summary: 'Mark all the caller’s notifications read, up to the newest they saw (upToId)',
        body: notificationReadAllBodySchema,
        response: { 200: readAllResultSchema, ...errors },
      },
    },
    async (request) => readAllNotifications(ctx, requireUser(request), request.body.upToId),
  );
};
