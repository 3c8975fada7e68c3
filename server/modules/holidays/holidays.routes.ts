import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  createHolidayBodySchema,
  holidayDatesQuerySchema,
  holidayDatesResponseSchema,
  holidayIdParamsSchema,
  holidayListQuerySchema,
  holidayListResponseSchema,
  holidaySchema,
  updateHolidayBodySchema,
} from '../../../shared/schemas/holidays.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import {
  createHoliday,
  deleteHoliday,
  listHolidays,
  takenHolidayDates,
  updateHoliday,
} from './holidays.service.ts';

const tags = ['holidays'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** The holiday calendars (spec 002 §2, Holiday calendar screen). */
export const holidaysRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A location’s holidays by date (the caller’s own location unless one is given)',
        querystring: holidayListQuerySchema,
        response: { 200: holidayListResponseSchema, ...errors },
      },
    },
    async (request) => listHolidays(ctx, requireUser(request), request.query),
  );

  app.get(
    '/dates',
    {
      schema: {
        tags,
        summary: 'The days of a location that already have a holiday, from today on',
        querystring: holidayDatesQuerySchema,
        response: { 200: holidayDatesResponseSchema, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return takenHolidayDates(ctx, request.query.location);
    },
  );

  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Add a custom holiday (ManageHolidays), three or more days ahead; 409 when the day has one',
        headers: idempotencyKeyHeadersSchema,
        body: createHolidayBodySchema,
        response: { 201: holidaySchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createHoliday(ctx, requireUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a custom holiday three or more days ahead (ManageHolidays); the type is fixed',
        params: holidayIdParamsSchema,
        body: updateHolidayBodySchema,
        response: { 200: holidaySchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => updateHoliday(ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a custom holiday three or more days ahead (ManageHolidays)',
        params: holidayIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteHoliday(ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
