import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH,
  TAX_PROOF_MAX_BYTES,
  TAX_PROOF_MESSAGES,
} from '../../../shared/rules/tax-proofs.ts';
import { errorBodySchema } from '../../../shared/schemas/common.schema.ts';
import {
  personTaxProofsSchema,
  taxProofIdParamsSchema,
  taxProofListQuerySchema,
  taxProofListResponseSchema,
  taxProofRejectBodySchema,
  taxProofSchema,
} from '../../../shared/schemas/tax-proofs.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { personSectionRoute } from '../../lib/person-section.ts';
import { downloadHeaders } from '../../lib/download.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { readMultipartForm } from '../../lib/uploads.ts';
import { reviewTaxProof } from './tax-proof-reviews.service.ts';
import {
  deleteTaxProof,
  getPersonTaxProofs,
  getTaxProof,
  listTaxProofs,
  readTaxProofFile,
  uploadTaxProof,
} from './tax-proofs.service.ts';

const tags = ['tax-proofs'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/**
 * The file is shown inside the app's preview (an iframe of this same origin): this answer alone
 * lets the app's own pages frame it, and runs nothing of its own.
 */
const PREVIEW_CSP =
  "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** IT proof documents: the person and Admins (ReviewTaxDocuments) only. */
export const taxProofsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary:
          'IT proof documents of a financial year: the caller’s own, or everyone’s (view=all, ReviewTaxDocuments)',
        querystring: taxProofListQuerySchema,
        response: { 200: taxProofListResponseSchema, ...errors },
      },
    },
    async (request) => listTaxProofs(ctx, requireUser(request), request.query),
  );

  app.post(
    '/',
    {
      schema: {
        tags,
        summary:
          'Upload a proof: multipart with the file in "files" (PDF, JPEG or PNG by content, 10 MB at most) and type, documentName, optional financialYear',
        response: { 201: taxProofSchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFiles: 1,
        maxBytes: TAX_PROOF_MAX_BYTES,
        fields: {
          type: { maxLength: 40, tooLong: TAX_PROOF_MESSAGES.typeRequired },
          documentName: {
            maxLength: TAX_PROOF_DOCUMENT_NAME_MAX_LENGTH,
            tooLong: TAX_PROOF_MESSAGES.documentNameTooLong,
          },
          financialYear: { maxLength: 10, tooLong: TAX_PROOF_MESSAGES.financialYearInvalid },
        },
        messages: {
          type: TAX_PROOF_MESSAGES.fileType,
          size: TAX_PROOF_MESSAGES.fileSize,
          failed: TAX_PROOF_MESSAGES.uploadFailed,
          tooMany: TAX_PROOF_MESSAGES.uploadFailed,
        },
      });
      return reply.status(201).send(await uploadTaxProof(ctx, requireUser(request), form));
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One proof: for its person and reviewers (404 for anyone else)',
        params: taxProofIdParamsSchema,
        response: { 200: taxProofSchema, ...errors },
      },
    },
    async (request) => getTaxProof(ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/:id/file',
    {
      schema: {
        tags,
        summary: 'The proof’s file, inline: for its person and reviewers (404 for anyone else)',
        params: taxProofIdParamsSchema,
      },
    },
    async (request, reply) => {
      const file = await readTaxProofFile(ctx, requireUser(request), request.params.id);
      return reply
        .headers(
          downloadHeaders(file.fileName, file.mimeType, { type: 'inline', cache: 'private, no-store' }),
        )
        .header('content-length', file.size)
        .header('content-security-policy', PREVIEW_CSP)
        .header('x-frame-options', 'SAMEORIGIN')
        .send(file.stream);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete one’s own proof while it is not verified (a verified one answers 409)',
        params: taxProofIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteTaxProof(ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/:id/verify',
    {
      schema: {
        tags,
        summary: 'Verify a submitted proof (ReviewTaxDocuments; not one’s own); the person is e-mailed',
        params: taxProofIdParamsSchema,
        response: { 200: taxProofSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => reviewTaxProof(ctx, requireUser(request), request.params.id, 'verified', null),
  );

  app.post(
    '/:id/reject',
    {
      schema: {
        tags,
        summary:
          'Reject a submitted proof with a reason (ReviewTaxDocuments; not one’s own); the person is e-mailed',
        params: taxProofIdParamsSchema,
        body: taxProofRejectBodySchema,
        response: { 200: taxProofSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) =>
      reviewTaxProof(ctx, requireUser(request), request.params.id, 'rejected', request.body.reason),
  );
};

/** A person's IT proofs on their page, under /users/{id} beside their profile. */
export const personTaxProofsRoutes = personSectionRoute(
  'tax-proofs',
  {
    tags,
    summary:
      "A person's latest IT proofs of this financial year, for themself and ReviewTaxDocuments holders",
    response: personTaxProofsSchema,
  },
  getPersonTaxProofs,
);
