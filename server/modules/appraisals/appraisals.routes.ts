import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  appraisalDetailSchema,
  appraisalListQuerySchema,
  appraisalListResponseSchema,
  appraisalParamsSchema,
  managerReviewBodySchema,
  myAppraisalsResponseSchema,
  personAppraisalsSchema,
  selfAppraisalBodySchema,
} from '../../../shared/schemas/appraisals.schema.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { personSectionRoute } from '../../lib/person-section.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { releaseReview, saveManagerReview, saveSelfAppraisal } from './appraisal-actions.service.ts';
import {
  getAppraisal,
  getPersonAppraisals,
  listAppraisals,
  listOwnAppraisals,
} from './appraisals.service.ts';
import { cyclesAndQuestionsRoutes } from './cycles.routes.ts';

const tags = ['appraisals'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Appraisal cycles, questions, self and manager appraisals. */
export const appraisalsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);
  await app.register(cyclesAndQuestionsRoutes, { ctx });

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          "A cycle's appraisals of the people directly below the caller (everyone's for ManageAppraisals)",
        querystring: appraisalListQuerySchema,
        response: { 200: appraisalListResponseSchema, ...errors },
      },
    },
    async (request) => listAppraisals(ctx, requireUser(request), request.query),
  );

  app.get(
    '/mine',
    {
      schema: {
        tags,
        summary: "The caller's own appraisals, newest cycle first",
        response: { 200: myAppraisalsResponseSchema, ...errors },
      },
    },
    async (request) => listOwnAppraisals(ctx, requireUser(request)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One appraisal: the answers, and the manager part for the reviewer or once released',
        params: appraisalParamsSchema,
        response: { 200: appraisalDetailSchema, ...errors },
      },
    },
    async (request) => getAppraisal(ctx, requireUser(request), request.params.id),
  );

  app.put(
    '/:id/self',
    {
      schema: {
        tags,
        summary: 'Save the self appraisal as a draft, or submit it (then it is locked)',
        params: appraisalParamsSchema,
        body: selfAppraisalBodySchema,
        response: { 200: appraisalDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => saveSelfAppraisal(ctx, requireUser(request), request.params.id, request.body),
  );

  app.put(
    '/:id/review',
    {
      schema: {
        tags,
        summary: "Save the manager's review as a draft, or submit it",
        params: appraisalParamsSchema,
        body: managerReviewBodySchema,
        response: { 200: appraisalDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => saveManagerReview(ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/:id/release',
    {
      schema: {
        tags,
        summary: 'Release the submitted review to the employee',
        params: appraisalParamsSchema,
        response: { 200: appraisalDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => releaseReview(ctx, requireUser(request), request.params.id),
  );
};

/** A person's appraisals on their page, under /users/{id} beside their profile. */
export const personAppraisalsRoutes = personSectionRoute(
  'appraisals',
  {
    tags,
    summary:
      "A person's appraisals, newest cycle first, for those with a part in them (the person, their direct manager, ManageAppraisals)",
    response: personAppraisalsSchema,
  },
  getPersonAppraisals,
);
