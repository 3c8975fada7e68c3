import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  errorBodySchema,
  idempotencyKeyHeadersSchema,
  serialIdParam,
} from '../../../shared/schemas/common.schema.ts';
import {
  commentBodySchema,
  mentionCandidatesSchema,
  mentionQuerySchema,
} from '../../../shared/schemas/task-comments.schema.ts';
import { timelineEntrySchema } from '../../../shared/schemas/task-timeline.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { addComment, editComment, findMentionCandidates } from './task-comments.service.ts';

const tags = ['tasks'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const taskParams = z.object({ id: serialIdParam() });
const commentParams = z.object({ id: serialIdParam(), commentId: serialIdParam() });

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
        params: taskParams,
        headers: idempotencyKeyHeadersSchema,
        body: commentBodySchema,
        response: { 201: timelineEntrySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await addComment(ctx, requireUser(request), request.params.id, request.body.body)),
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
