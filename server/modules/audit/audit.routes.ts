import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  auditExportQuerySchema,
  auditPageSchema,
  auditQuerySchema,
  auditSettingsBodySchema,
  auditSettingsSchema,
} from '../../../shared/schemas/audit.schema.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { downloadHeaders } from '../../lib/download.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { getAuditSettings, updateAuditSettings } from './audit-settings.service.ts';
import { exportAuditEvents, listAuditEvents } from './audit.service.ts';

const tags = ['audit'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 422: errorBodySchema };

/** The audit log: every change recorded as a domain event (Admins). */
export const auditRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'The audit log, newest first: filters person (who acted or whom it concerns), area, type, kind and object, from and to (days); out-of-range filters are dropped',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errors },
      },
    },
    async (request) => listAuditEvents(ctx, requireUser(request), request.query),
  );

  app.get(
    '/export',
    {
      schema: {
        tags,
        summary:
          'The audit log with the same filters as a file: format=csv or xlsx (the newest 50,000 events)',
        querystring: auditExportQuerySchema,
        response: { 200: z.any(), ...errors },
      },
    },
    async (request, reply) => {
      const file = await exportAuditEvents(ctx, requireUser(request), request.query);
      return reply
        .headers(downloadHeaders(file.fileName, file.mimeType, { cache: 'private, no-store' }))
        .send(file.body);
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'How long the audit log keeps events: retentionDays, or null for ever (the default)',
        response: { 200: auditSettingsSchema, ...errors },
      },
    },
    async (request) => getAuditSettings(ctx, requireUser(request)),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: `Sets how long the audit log keeps events (retentionDays from 30 to 3,650, or null for ever); older events are deleted each night`,
        body: auditSettingsBodySchema,
        response: { 200: auditSettingsSchema, ...errors },
      },
    },
    async (request) => updateAuditSettings(ctx, requireUser(request), request.body),
  );
};
