import type { Readable } from 'node:stream';
import { historyPageSchema, historyQuerySchema } from '../../../shared/schemas/history.schema.ts';
import { getLetterRequestHistory } from './letter-history.service.ts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  letterListQuerySchema,
  letterListResponseSchema,
  letterParamsSchema,
  letterRejectBodySchema,
  letterRequestBodySchema,
  letterRequestSchema,
  letterTemplateListSchema,
  letterTemplateSchema,
  letterTextSchema,
  letterTypeParamsSchema,
  personLetterRequestsSchema,
} from '../../../shared/schemas/letters.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { personSectionRoute } from '../../lib/person-section.ts';
import { downloadHeaders } from '../../lib/download.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { draftLetter, issueLetter, rejectLetter } from './letter-issue.service.ts';
import { listLetterTemplates, saveLetterTemplate } from './letter-templates.service.ts';
import {
  cancelLetterRequest,
  downloadLetter,
  getPersonLetterRequests,
  listLetterRequests,
  presentById,
  raiseLetterRequest,
} from './letters.service.ts';

const tags = ['letters'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const decisionErrors = { ...errors, 409: errorBodySchema };

/** A stored letter as a download under its readable name. */
function sendPdf(reply: FastifyReply, file: { fileName: string; stream: Readable; size: number }) {
  return reply
    .headers({ ...downloadHeaders(file.fileName, 'application/pdf'), 'content-length': String(file.size) })
    .send(file.stream);
}

/** Letter requests and their templates (IssueLetters to issue). */
export const lettersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/requests',
    {
      schema: {
        tags,
        summary: "The caller's letter requests, or everyone's (view=all, IssueLetters), newest first",
        querystring: letterListQuerySchema,
        response: { 200: letterListResponseSchema, ...errors },
      },
    },
    async (request) => listLetterRequests(ctx, requireUser(request), request.query),
  );

  app.post(
    '/requests',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Raise a request for a letter',
        headers: idempotencyKeyHeadersSchema,
        body: letterRequestBodySchema,
        response: { 201: letterRequestSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await raiseLetterRequest(ctx, requireUser(request), request.body)),
  );

  app.get(
    '/requests/:id',
    {
      schema: {
        tags,
        summary: 'One letter request',
        params: letterParamsSchema,
        response: { 200: letterRequestSchema, ...errors },
      },
    },
    async (request) => presentById(ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/requests/:id/history',
    {
      schema: {
        tags,
        summary: 'A page of a letter request’s own changes (its events), newest first',
        params: letterParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => getLetterRequestHistory(ctx, requireUser(request), request.params.id, request.query),
  );

  app.delete(
    '/requests/:id',
    {
      schema: {
        tags,
        summary: 'Cancel your own request while it is still requested',
        params: letterParamsSchema,
        response: { 204: z.null(), ...decisionErrors },
      },
    },
    async (request, reply) => {
      await cancelLetterRequest(ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/requests/:id/draft',
    {
      schema: {
        tags,
        summary: "The type's template filled for the requester: the text an issuer starts from",
        params: letterParamsSchema,
        response: { 200: letterTextSchema, ...decisionErrors },
      },
    },
    async (request) => draftLetter(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/requests/:id/issue',
    {
      schema: {
        tags,
        summary: 'Issue the letter with this text: the PDF is generated and the requester e-mailed',
        params: letterParamsSchema,
        body: letterTextSchema,
        response: { 200: letterRequestSchema, ...decisionErrors },
      },
    },
    async (request) => issueLetter(ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/requests/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject the request with a reason; the requester is e-mailed',
        params: letterParamsSchema,
        body: letterRejectBodySchema,
        response: { 200: letterRequestSchema, ...decisionErrors },
      },
    },
    async (request) => rejectLetter(ctx, requireUser(request), request.params.id, request.body),
  );

  app.get(
    '/requests/:id/pdf',
    {
      schema: {
        tags,
        summary: 'The issued letter as a PDF',
        params: letterParamsSchema,
        response: { ...errors },
      },
    },
    async (request, reply) => {
      const file = await downloadLetter(ctx, requireUser(request), request.params.id);
      return sendPdf(reply, file);
    },
  );

  app.get(
    '/templates',
    {
      schema: {
        tags,
        summary: "Each type's template (the built-in one until saved)",
        response: { 200: letterTemplateListSchema, ...errors },
      },
    },
    async (request) => listLetterTemplates(ctx, requireUser(request)),
  );

  app.put(
    '/templates/:type',
    {
      schema: {
        tags,
        summary: "Save a type's template",
        params: letterTypeParamsSchema,
        body: letterTextSchema,
        response: { 200: letterTemplateSchema, ...errors },
      },
    },
    async (request) => saveLetterTemplate(ctx, requireUser(request), request.params.type, request.body),
  );
};

/** A person's letter requests on their page, under /users/{id} beside their profile. */
export const personLettersRoutes = personSectionRoute(
  'letter-requests',
  {
    tags,
    summary: "A person's latest letter requests, for themself and IssueLetters holders",
    response: personLetterRequestsSchema,
  },
  getPersonLetterRequests,
);
