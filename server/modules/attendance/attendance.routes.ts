import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ATTENDANCE_MESSAGES, ATTENDANCE_PHOTO_MAX_BYTES } from '../../../shared/rules/attendance.ts';
import {
  attendanceRecordParamsSchema,
  attendanceRecordSchema,
  attendanceSettingsBodySchema,
  attendanceSettingsSchema,
  attendanceTodaySchema,
  placeQuerySchema,
  placeSchema,
  positionBodySchema,
} from '../../../shared/schemas/attendance.schema.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { readMultipartForm } from '../../lib/uploads.ts';
import { checkIn, getRecord, getRecordPhoto, getToday, placeOf, punchOut } from './attendance.service.ts';
import { updateAttendanceSettings } from './work-sites.service.ts';

const tags = ['attendance'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const POSITION_FIELD = { maxLength: 40, tooLong: ATTENDANCE_MESSAGES.latitudeInvalid };

/** Attendance marking (spec 000 §2, §4, §5): the day's state, check-in with a photo, punch out. */
export const attendanceRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/today',
    {
      schema: {
        tags,
        summary:
          'The caller’s attendance today: Pending, CheckedIn or Done, with the record and their work sites',
        response: { 200: attendanceTodaySchema, ...errors },
      },
    },
    async (request) => getToday(ctx, requireUser(request)),
  );

  app.post(
    '/check-in',
    {
      schema: {
        tags,
        summary:
          'Mark attendance: multipart with the photo in "files" (JPEG or PNG, re-encoded without metadata) and latitude, longitude, accuracy; once a day (a repeat answers 409)',
        response: {
          201: attendanceRecordSchema,
          ...errors,
          409: errorBodySchema,
          413: errorBodySchema,
          415: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFiles: 1,
        maxBytes: ATTENDANCE_PHOTO_MAX_BYTES,
        fields: {
          latitude: POSITION_FIELD,
          longitude: { ...POSITION_FIELD, tooLong: ATTENDANCE_MESSAGES.longitudeInvalid },
          accuracy: { ...POSITION_FIELD, tooLong: ATTENDANCE_MESSAGES.accuracyInvalid },
        },
        messages: {
          type: ATTENDANCE_MESSAGES.photoRequired,
          size: ATTENDANCE_MESSAGES.photoSize,
          failed: ATTENDANCE_MESSAGES.photoFailed,
          tooMany: ATTENDANCE_MESSAGES.photoFailed,
        },
      });
      return reply.status(201).send(await checkIn(ctx, requireUser(request), form));
    },
  );

  app.post(
    '/punch-out',
    {
      schema: {
        tags,
        summary: 'Punch out: the time and position of the end of today’s check-in',
        body: positionBodySchema,
        response: { 200: attendanceRecordSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => punchOut(ctx, requireUser(request), request.body),
  );

  app.get(
    '/place',
    {
      schema: {
        tags,
        summary: 'The nearest city, region and country to a position, from the bundled offline data set',
        querystring: placeQuerySchema,
        response: { 200: placeSchema, ...errors },
      },
    },
    async (request) => {
      requireUser(request);
      return placeOf(request.query.latitude, request.query.longitude);
    },
  );

  app.get(
    '/records/:id',
    {
      schema: {
        tags,
        summary: 'One day’s attendance: for its person and the people above them (404 for anyone else)',
        params: attendanceRecordParamsSchema,
        response: { 200: attendanceRecordSchema, ...errors },
      },
    },
    async (request) => getRecord(ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/records/:id/photo',
    {
      schema: {
        tags,
        summary: 'The check-in photo (JPEG): for its person and the people above them',
        params: attendanceRecordParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await getRecordPhoto(ctx, requireUser(request), request.params.id);
      return reply
        .header('content-type', 'image/jpeg')
        .header('content-length', file.size)
        .header('cache-control', 'private, max-age=86400')
        .header('content-disposition', 'inline')
        .send(file.stream);
    },
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'The organisation’s attendance settings (ManageAttendance): how long a compensatory day lasts, and the working hours (HH:MM) the late/early and overtime reports count from',
        body: attendanceSettingsBodySchema,
        response: { 200: attendanceSettingsSchema, ...errors },
      },
    },
    async (request) => updateAttendanceSettings(ctx, requireUser(request), request.body),
  );
};
