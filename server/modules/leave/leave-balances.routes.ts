import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  leaveBalancesResponseSchema,
  leaveCorrectionBodySchema,
  ledgerQuerySchema,
  personLeavesSchema,
  userLeaveParamsSchema,
} from '../../../shared/schemas/leave.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { correctLeaveBalance, getLeaveBalances, getPersonLeaves } from './leave-balances.service.ts';

const tags = ['leave'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };

/** A person's leave balances and the ledger behind them (the profile's leave tab). */
export const leaveBalancesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/:id/leave-balances',
    {
      schema: {
        tags,
        summary:
          'A person’s balances by type and their ledger, newest first (themself, their managers, Admins)',
        params: userLeaveParamsSchema,
        querystring: ledgerQuerySchema,
        response: { 200: leaveBalancesResponseSchema, ...errors },
      },
    },
    async (request) => getLeaveBalances(ctx, requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/:id/leaves',
    {
      schema: {
        tags,
        summary:
          'A person’s applications of this year, the latest first: taken, planned and pending (themself, their managers, Admins)',
        params: userLeaveParamsSchema,
        response: { 200: personLeavesSchema, ...errors },
      },
    },
    async (request) => getPersonLeaves(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/leave-corrections',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'An Admin’s correction of someone’s balance, with a reason (kept on the ledger)',
        headers: idempotencyKeyHeadersSchema,
        params: userLeaveParamsSchema,
        body: leaveCorrectionBodySchema,
        response: { 200: leaveBalancesResponseSchema, ...errors },
      },
    },
    async (request) => correctLeaveBalance(ctx, requireUser(request), request.params.id, request.body),
  );
};
