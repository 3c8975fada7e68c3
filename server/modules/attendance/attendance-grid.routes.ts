import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  attendanceGridQuerySchema,
  attendanceGridSchema,
} from '../../../shared/schemas/attendance.schema.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { personSectionRoute } from '../../lib/person-section.ts';
import { downloadHeaders } from '../../lib/download.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { viewAsOf } from '../users/users.queries.ts';
import {
  ATTENDANCE_GRID_FILE_NAME,
  exportAttendanceGrid,
  getAttendanceGrid,
  getPersonAttendanceMonth,
} from './attendance-grid.service.ts';

const tags = ['attendance'];
const errors = { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const CSV = 'text/csv; charset=utf-8';

/** The monthly attendance grid and its CSV export (spec 002 §2 Attendance screen, §4). */
export const attendanceGridRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'A page of the attendance grid: the caller (or the person viewed) and everyone below them, by name, one category per day of the month or of a range of up to 62 days',
        querystring: attendanceGridQuerySchema,
        response: { 200: attendanceGridSchema, ...errors },
      },
    },
    async (request) => getAttendanceGrid(ctx, requireUser(request), request.query, viewAsOf(request.headers)),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary:
          'Attendance-list.csv: every person of the filtered grid (page and pageSize are ignored), one column per day with its category, streamed',
        querystring: attendanceGridQuerySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportAttendanceGrid(
        ctx,
        requireUser(request),
        request.query,
        viewAsOf(request.headers),
      );
      return reply.headers(downloadHeaders(ATTENDANCE_GRID_FILE_NAME, CSV)).send(csv);
    },
  );
};

/** A person's row of this month's grid on their page, under /users/{id} beside their profile. */
export const personAttendanceRoutes = personSectionRoute(
  'attendance-month',
  {
    tags,
    summary:
      "A person's row of this month's attendance grid, as the caller's own grid shows it (the records to open only for their own people)",
    response: attendanceGridSchema,
  },
  getPersonAttendanceMonth,
);
