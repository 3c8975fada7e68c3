import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ATTACHMENT_MAX_BYTES,
  ATTACHMENT_MAX_FILES,
  ATTACHMENT_MESSAGES,
} from '../../../shared/rules/attachments.ts';
import { z } from 'zod';
import {
  errorBodySchema,
  idempotencyKeyHeadersSchema,
  serialIdParam,
} from '../../../shared/schemas/common.schema.ts';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  commentBodySchema,
  mentionCandidatesSchema,
  mentionQuerySchema,
} from '../../../shared/schemas/task-comments.schema.ts';
import { attachmentsZipQuerySchema } from '../../../shared/schemas/task-attachments.schema.ts';
import { timelineEntrySchema } from '../../../shared/schemas/task-timeline.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { downloadHeaders } from '../../lib/download.ts';
import { readMultipartForm } from '../../lib/uploads.ts';
import { attachmentsZip, openAttachment, type AttachmentDownload } from './task-attachments.service.ts';
import { addComment, editComment, findMentionCandidates } from './task-comments.service.ts';

const tags = ['tasks'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const taskParams = z.object({ id: serialIdParam() });
const commentParams = z.object({ id: serialIdParam(), commentId: serialIdParam() });
const attachmentParams = z.object({ id: serialIdParam(), attachmentId: serialIdParam() });

/** A multipart comment: its text in `body` and its files, checked against the spec's limits. */
async function readCommentForm(request: FastifyRequest) {
  const form = await readMultipartForm(request, {
    maxFiles: ATTACHMENT_MAX_FILES,
    maxBytes: ATTACHMENT_MAX_BYTES,
    fields: { body: { maxLength: COMMENT_MAX_LENGTH, tooLong: COMMENT_MESSAGES.tooLong } },
    messages: {
      type: ATTACHMENT_MESSAGES.failed,
      size: ATTACHMENT_MESSAGES.size,
      failed: ATTACHMENT_MESSAGES.failed,
      tooMany: ATTACHMENT_MESSAGES.tooMany,
    },
  });
  return { html: form.fields.body ?? '', files: form.files };
}

/** A zip written as it is sent (attachmentsZip). */
function sendZip(reply: FastifyReply, zip: { fileName: string; stream: Readable }) {
  return reply.headers(downloadHeaders(zip.fileName, 'application/zip')).send(zip.stream);
}

/**
 * A stored file as a download: the type found from its content, never sniffed again by the
 * browser, with the name given as RFC 6266 says (an ASCII fallback and the UTF-8 filename*).
 */
function sendFile(reply: FastifyReply, file: AttachmentDownload, type: 'attachment' | 'inline') {
  return reply
    .headers(downloadHeaders(file.fileName, file.mimeType, { type, cache: 'private, no-cache' }))
    .header('content-length', String(file.size))
    .send(file.stream);
}

/** Timeline comments on a task (spec 000 §5) and the people they may mention. */
export const taskCommentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.post(
    '/:id/comments',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Comment on a task; @mentions must name people of its project',
        description:
          'JSON `{ body }` for text alone, or multipart/form-data with the field `body` and up to ' +
          `${ATTACHMENT_MAX_FILES} files in \`files\` (${ATTACHMENT_MAX_BYTES} bytes each; the type is ` +
          'decided by the content). An Idempotency-Key is honoured for JSON comments only.',
        params: taskParams,
        headers: idempotencyKeyHeadersSchema,
        // Absent for multipart: the form is read by the handler (readCommentForm).
        body: commentBodySchema.nullish(),
        response: { 201: timelineEntrySchema, ...errors, 413: errorBodySchema, 415: errorBodySchema },
      },
    },
    async (request, reply) => {
      const input = request.isMultipart()
        ? await readCommentForm(request)
        : { html: request.body?.body ?? '', files: [] };
      return reply.status(201).send(await addComment(ctx, requireUser(request), request.params.id, input));
    },
  );

  app.get(
    '/attachments.zip',
    {
      schema: {
        tags,
        summary: 'The files of chosen tasks as one zip (file1, file2…), of the tasks the caller sees',
        querystring: attachmentsZipQuerySchema,
        response: { 401: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request, reply) => {
      const zip = await attachmentsZip(ctx, requireUser(request), request.query);
      return sendZip(reply, zip);
    },
  );

  app.get(
    '/:id/attachments/:attachmentId',
    {
      schema: {
        tags,
        summary: "Download a comment's file (those who see the task only)",
        params: attachmentParams,
        response: { 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await openAttachment(ctx, requireUser(request), id, attachmentId, 'file');
      return sendFile(reply, file, 'attachment');
    },
  );

  app.get(
    '/:id/attachments/:attachmentId/thumbnail',
    {
      schema: {
        tags,
        summary: "A comment picture's thumbnail, for the timeline",
        params: attachmentParams,
        response: { 401: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request, reply) => {
      const { id, attachmentId } = request.params;
      const file = await openAttachment(ctx, requireUser(request), id, attachmentId, 'thumbnail');
      return sendFile(reply, file, 'inline');
    },
  );

  app.patch(
    '/:id/comments/:commentId',
    {
      schema: {
        tags,
        summary: 'Edit a comment (its author only, while the task is not deleted)',
        params: commentParams,
        body: commentBodySchema,
        response: { 200: timelineEntrySchema, ...errors },
      },
    },
    async (request) =>
      editComment(ctx, requireUser(request), request.params.id, request.params.commentId, request.body.body),
  );

  app.get(
    '/:id/mention-candidates',
    {
      schema: {
        tags,
        summary: "People a comment on the task may mention: its project's active members",
        params: taskParams,
        querystring: mentionQuerySchema,
        response: { 200: mentionCandidatesSchema, ...errors },
      },
    },
    async (request) => findMentionCandidates(ctx, requireUser(request), request.params.id, request.query),
  );
};
