import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import {
  financialYearQuerySchema,
  taxDeclarationDataSchema,
  taxDeclarationIdParamsSchema,
  taxDeclarationListQuerySchema,
  taxDeclarationListResponseSchema,
  taxDeclarationSchema,
} from '../../../shared/schemas/tax-declaration.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import {
  getDeclaration,
  getMyDeclaration,
  listDeclarations,
  reopenDeclaration,
  saveMyDeclaration,
  submitMyDeclaration,
} from './tax-declarations.service.ts';

const tags = ['tax-declarations'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const withConflict = { ...errors, 409: errorBodySchema };

/** Income tax declarations by financial year (spec 002 §2, Income tax declaration). */
export const taxDeclarationsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/mine',
    {
      schema: {
        tags,
        summary: 'The caller’s declaration of a financial year (default the current one), or an empty draft',
        querystring: financialYearQuerySchema,
        response: { 200: taxDeclarationSchema, ...errors },
      },
    },
    async (request) => getMyDeclaration(ctx, requireUser(request), request.query.financialYear),
  );

  app.put(
    '/mine',
    {
      schema: {
        tags,
        summary: 'Save the caller’s draft of a financial year; a submitted declaration is locked (409)',
        querystring: financialYearQuerySchema,
        body: taxDeclarationDataSchema,
        response: { 200: taxDeclarationSchema, ...withConflict },
      },
    },
    async (request) =>
      saveMyDeclaration(ctx, requireUser(request), request.query.financialYear, request.body),
  );

  app.post(
    '/mine/submit',
    {
      schema: {
        tags,
        summary: 'Submit the caller’s saved draft once complete; it is then locked until reopened',
        querystring: financialYearQuerySchema,
        response: { 200: taxDeclarationSchema, ...withConflict },
      },
    },
    async (request) => submitMyDeclaration(ctx, requireUser(request), request.query.financialYear),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Everyone’s declarations of a financial year with their totals (ReviewTaxDocuments)',
        querystring: taxDeclarationListQuerySchema,
        response: { 200: taxDeclarationListResponseSchema, ...errors },
      },
    },
    async (request) => listDeclarations(ctx, requireUser(request), request.query),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One declaration (its person and reviewers)',
        params: taxDeclarationIdParamsSchema,
        response: { 200: taxDeclarationSchema, ...errors },
      },
    },
    async (request) => getDeclaration(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/reopen',
    {
      schema: {
        tags,
        summary: 'Reopen a submitted declaration as a draft (ReviewTaxDocuments; not one’s own)',
        params: taxDeclarationIdParamsSchema,
        response: { 200: taxDeclarationSchema, ...withConflict },
      },
    },
    async (request) => reopenDeclaration(ctx, requireUser(request), request.params.id),
  );
};
