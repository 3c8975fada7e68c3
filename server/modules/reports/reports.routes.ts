import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import {
  individualReportQuerySchema,
  reportOptionsSchema,
  reportTableSchema,
  teamReportParamsSchema,
  teamReportQuerySchema,
  teamReportTableSchema,
} from '../../../shared/schemas/reports.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { downloadHeaders } from '../../lib/download.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { viewAsOf } from '../users/users.queries.ts';
import { buildIndividualReport, getReportOptions, individualReportFile } from './reports.service.ts';
import { buildTeamReport, teamReportFile } from './team-reports.service.ts';

const tags = ['reports'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** The individual reports (spec 002 §2 Reports screen, §5, §8, §9). */
export const reportsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/options',
    {
      schema: {
        tags,
        summary: 'The report types and the people of the viewer’s hierarchy, themselves included',
        response: { 200: reportOptionsSchema, ...errors },
      },
    },
    async (request) => getReportOptions(ctx, requireUser(request), viewAsOf(request.headers)),
  );

  app.get(
    '/individual',
    {
      schema: {
        tags,
        summary:
          'One person’s report: format=json for the table, pdf (A4 landscape), xlsx or csv for the file; 404 no_data when empty',
        querystring: individualReportQuerySchema,
        response: { 200: reportTableSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const viewAs = viewAsOf(request.headers);
      const { format } = request.query;
      if (format === 'json') return buildIndividualReport(ctx, actor, request.query, viewAs);
      const file = await individualReportFile(ctx, actor, { ...request.query, format }, viewAs);
      return (
        reply
          .headers(downloadHeaders(file.fileName, file.mimeType, { cache: 'private, no-store' }))
          // A file, not the JSON table the 200 schema describes: Fastify sends buffers and streams as they are.
          .send(file.body as never)
      );
    },
  );

  app.get(
    '/team/:kind',
    {
      schema: {
        tags,
        summary:
          'One of the five extra reports (group, late-early, absence, overtime, holiday) over people of the viewer’s hierarchy (userIds, comma-separated; none: all of it): format=json for the table, pdf, xlsx or csv for the file; 404 no_data when empty',
        params: teamReportParamsSchema,
        querystring: teamReportQuerySchema,
        response: { 200: teamReportTableSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = requireUser(request);
      const viewAs = viewAsOf(request.headers);
      const { kind } = request.params;
      const { format } = request.query;
      if (format === 'json') return buildTeamReport(ctx, actor, kind, request.query, viewAs);
      const file = await teamReportFile(ctx, actor, kind, { ...request.query, format }, viewAs);
      return reply
        .headers(downloadHeaders(file.fileName, file.mimeType, { cache: 'private, no-store' }))
        .send(file.body as never);
    },
  );
};
