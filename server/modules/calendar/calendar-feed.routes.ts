import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarFeedCreatedSchema,
  calendarFeedParamsSchema,
  calendarFeedSchema,
} from '../../../shared/schemas/calendar.schema.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import {
  createCalendarFeed,
  deleteCalendarFeed,
  getCalendarFeed,
  renderCalendarFeed,
} from './calendar-feed.service.ts';

const tags = ['settings'];

/** Settings > Calendar of the signed-in user, under /me. */
export const calendarFeedSettingsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Whether I have a calendar feed address, and since when',
        response: { 200: calendarFeedSchema, 401: errorBodySchema },
      },
    },
    async (request) => getCalendarFeed(ctx, requireUser(request)),
  );

  app.post(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary:
          'Make a new calendar feed address (shown only in this answer); the one I had stops working at once',
        response: { 201: calendarFeedCreatedSchema, 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return reply.status(201).send(await createCalendarFeed(ctx, requireUser(request)));
    },
  );

  app.delete(
    '/calendar-feed',
    {
      schema: {
        tags,
        summary: 'Turn my calendar feed off: its address answers 404 from now on',
        response: { 204: z.null(), 401: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteCalendarFeed(ctx, requireUser(request));
      return reply.status(204).send(null);
    },
  );
};

/** The feed itself, opened by calendar programs with its secret address (no session). */
export const calendarFeedRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/:file',
    {
      schema: {
        tags,
        summary:
          'A personal calendar feed (iCalendar): tasks due, approved leave, holidays, the team’s leave',
        params: calendarFeedParamsSchema,
        // iCalendar text, so no response schema (as the CSV exports); a 404 is the usual JSON body.
      },
    },
    async (request, reply) => {
      const body = await renderCalendarFeed(ctx, request.params.file);
      return reply
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('x-robots-tag', 'noindex')
        .send(body);
    },
  );
};
