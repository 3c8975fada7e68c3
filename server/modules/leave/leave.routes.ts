import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyPageSchema, historyQuerySchema } from '../../../shared/schemas/history.schema.ts';
import { getLeaveHistory } from './leave-history.service.ts';
import { z } from 'zod';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  leaveBodySchema,
  leaveDecisionBodySchema,
  leaveIdParamsSchema,
  leaveListQuerySchema,
  leaveCountResponseSchema,
  leaveListResponseSchema,
  leavePlannerSchema,
  leaveSchema,
} from '../../../shared/schemas/leave.schema.ts';
import { teamCalendarQuerySchema, teamCalendarSchema } from '../../../shared/schemas/team-calendar.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { viewAsOf } from '../users/users.queries.ts';
import { cancelLeave, decideLeave } from './leave-decisions.service.ts';
import { getTeamCalendar } from './team-calendar.service.ts';
import {
  applyLeave,
  deleteLeave,
  getLeave,
  getLeavePlanner,
  countLeaveList,
  listLeaves,
  updateLeave,
} from './leave.service.ts';

const tags = ['leave'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** Leave application and approval (spec 002 §2, Leave approval screen). */
export const leaveRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Leave applications of the caller and everyone below them (or only their own), newest first',
        querystring: leaveListQuerySchema,
        response: { 200: leaveListResponseSchema, ...errors },
      },
    },
    async (request) => listLeaves(ctx, requireUser(request), request.query, viewAsOf(request.headers)),
  );

  app.get(
    '/count',
    {
      schema: {
        tags,
        summary:
          'How many applications the leave list holds with these filters (a searched page among many comes without its total)',
        querystring: leaveListQuerySchema,
        response: { 200: leaveCountResponseSchema, ...errors },
      },
    },
    async (request) => ({
      total: await countLeaveList(ctx, requireUser(request), request.query, viewAsOf(request.headers)),
    }),
  );

  app.get(
    '/planner',
    {
      schema: {
        tags,
        summary: 'For the apply form: holidays and own leave days to disable, and what each balance allows',
        response: { 200: leavePlannerSchema, ...errors },
      },
    },
    async (request) => getLeavePlanner(ctx, requireUser(request)),
  );

  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Apply for leave; the duration is computed from the working days of the caller’s location',
        headers: idempotencyKeyHeadersSchema,
        body: leaveBodySchema,
        response: { 201: leaveSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await applyLeave(ctx, requireUser(request), request.body)),
  );

  app.get(
    '/team-calendar',
    {
      schema: {
        tags,
        summary:
          'Who of the people at or below the person viewed is off when, a month or a week at a time: approved and pending leave, and their public holidays',
        querystring: teamCalendarQuerySchema,
        response: { 200: teamCalendarSchema, ...errors },
      },
    },
    async (request) => getTeamCalendar(ctx, requireUser(request), request.query, viewAsOf(request.headers)),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'One leave',
        params: leaveIdParamsSchema,
        response: { 200: leaveSchema, ...errors },
      },
    },
    async (request) => getLeave(ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        tags,
        summary: 'A page of a leave’s own changes (its events), newest first',
        params: leaveIdParamsSchema,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => getLeaveHistory(ctx, requireUser(request), request.params.id, request.query),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit the caller’s own pending leave',
        params: leaveIdParamsSchema,
        body: leaveBodySchema,
        response: { 200: leaveSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => updateLeave(ctx, requireUser(request), request.params.id, request.body),
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw the caller’s own pending leave',
        params: leaveIdParamsSchema,
        response: { 204: z.null(), ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      await deleteLeave(ctx, requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  for (const [action, summary] of [
    ['approve', 'Approve a pending leave (the people above the applicant, Admins); the balance moves once'],
    ['reject', 'Reject a pending leave (the people above the applicant, Admins)'],
    ['cancel', 'Cancel an approved leave that has not started; its days go back to the balance'],
  ] as const) {
    app.post(
      `/:id/${action}`,
      {
        schema: {
          tags,
          summary,
          params: leaveIdParamsSchema,
          body: leaveDecisionBodySchema,
          response: { 200: leaveSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request) => {
        const user = requireUser(request);
        const note = request.body.note;
        if (action === 'cancel') return cancelLeave(ctx, user, request.params.id, note);
        return decideLeave(ctx, user, request.params.id, action === 'approve', note);
      },
    );
  }
};
