import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  cycleBodySchema,
  cycleListResponseSchema,
  cycleSchema,
  questionSetBodySchema,
  questionSetSchema,
} from '../../../shared/schemas/appraisals.schema.ts';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireUser } from '../../lib/session.plugin.ts';
import { createCycle, listCycles } from './cycles.service.ts';
import { getQuestionSet, saveQuestionSet } from './questions.service.ts';

const tags = ['appraisals'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Cycles (everyone reads them for the selectors; ManageAppraisals opens them) and the question set. */
export const cyclesAndQuestionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/cycles',
    {
      schema: {
        tags,
        summary: 'Every appraisal cycle, newest first; the counts by status for ManageAppraisals holders',
        response: { 200: cycleListResponseSchema, ...errors },
      },
    },
    async (request) => listCycles(ctx, requireUser(request)),
  );

  app.post(
    '/cycles',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Open a cycle: an appraisal for every active person',
        headers: idempotencyKeyHeadersSchema,
        body: cycleBodySchema,
        response: { 201: cycleSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createCycle(ctx, requireUser(request), request.body)),
  );

  app.get(
    '/questions',
    {
      schema: {
        tags,
        summary: 'The self appraisal questions by category (ManageAppraisals)',
        response: { 200: questionSetSchema, ...errors },
      },
    },
    async (request) => getQuestionSet(ctx, requireUser(request)),
  );

  app.put(
    '/questions',
    {
      schema: {
        tags,
        summary: 'Replace the questions; answered ones left out are retired, not deleted (ManageAppraisals)',
        body: questionSetBodySchema,
        response: { 200: questionSetSchema, ...errors },
      },
    },
    async (request) => saveQuestionSet(ctx, requireUser(request), request.body),
  );
};
