import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyPageSchema, historyQuerySchema } from '../../../shared/schemas/history.schema.ts';
import { getPersonHistory } from './person-history.service.ts';
import { z } from 'zod';
import { errorBodySchema, idempotencyKeyHeadersSchema } from '../../../shared/schemas/common.schema.ts';
import {
  availabilityQuerySchema,
  availabilityResponseSchema,
  createUserBodySchema,
  reassignBodySchema,
  updateUserBodySchema,
  userDetailSchema,
  userFormOptionsQuerySchema,
  userFormOptionsSchema,
  userListQuerySchema,
  userListResponseSchema,
} from '../../../shared/schemas/users.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { authorize } from '../../lib/authorize.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { resolveViewScope, viewAsOf } from './scope.ts';
import {
  activatePerson,
  createPerson,
  deactivatePerson,
  deletePerson,
  updatePerson,
} from './people-write.service.ts';
import type { PersonLifecycle } from './person-lifecycle.ts';
import { checkAvailability, exportPeople, getFormOptions, getPerson, listPeople } from './people.service.ts';
import { USER_GATES } from './users.policy.ts';

const tags = ['users'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const idParams = z.object({ id: z.uuid() });

export const usersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; lifecycle: PersonLifecycle }> = async (
  app,
  { ctx, lifecycle },
) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Users in scope (the caller, or whom the hierarchy selector chose, and everyone below)',
        querystring: userListQuerySchema,
        response: { 200: userListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await resolveViewScope(ctx, user, viewAsOf(request.headers));
      return listPeople(ctx, user, scope, request.query);
    },
  );

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary: 'User_list.csv of everyone in scope matching the filters',
        querystring: userListQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scope = await resolveViewScope(ctx, user, viewAsOf(request.headers));
      const csv = await exportPeople(ctx, scope, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="User_list.csv"')
        .send(csv);
    },
  );

  app.get(
    '/form-options',
    {
      schema: {
        tags,
        summary: 'Choices of the add/edit user form',
        querystring: userFormOptionsQuerySchema,
        response: { 200: userFormOptionsSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      authorize(USER_GATES, user, 'useForm');
      return getFormOptions(ctx, lifecycle.projects, user, request.query);
    },
  );

  app.get(
    '/availability',
    {
      schema: {
        tags,
        summary: 'Whether an e-mail or employee id is free',
        querystring: availabilityQuerySchema,
        response: { 200: availabilityResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      authorize(USER_GATES, user, 'useForm');
      return checkAvailability(ctx, request.query);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags,
        summary: 'A user profile',
        params: idParams,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => getPerson(ctx, lifecycle.projects, requireUser(request), request.params.id),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        tags,
        summary:
          'A page of a person’s own changes (their events), newest first; sign-ins only for themselves and Admins',
        params: idParams,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => getPersonHistory(ctx, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Add a user (AddUser); they receive an invitation to set a password',
        headers: idempotencyKeyHeadersSchema,
        body: createUserBodySchema,
        response: { 201: userDetailSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const id = await createPerson(ctx, lifecycle, user, request.body);
      return reply.status(201).send(await getPerson(ctx, lifecycle.projects, user, id));
    },
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a user (EditUser)',
        params: idParams,
        body: updateUserBodySchema,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await updatePerson(ctx, lifecycle, user, request.params.id, request.body);
      return getPerson(ctx, lifecycle.projects, user, request.params.id);
    },
  );

  app.post(
    '/:id/deactivate',
    {
      schema: {
        tags,
        summary: 'Deactivate a user; a team moves to newManagerId first',
        params: idParams,
        body: reassignBodySchema,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await deactivatePerson(ctx, lifecycle, user, request.params.id, request.body);
      return getPerson(ctx, lifecycle.projects, user, request.params.id);
    },
  );

  app.post(
    '/:id/activate',
    {
      schema: {
        tags,
        summary: 'Activate a user',
        params: idParams,
        response: { 200: userDetailSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await activatePerson(ctx, user, request.params.id);
      return getPerson(ctx, lifecycle.projects, user, request.params.id);
    },
  );

  app.delete(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Delete a user (DeleteUser); a team moves to newManagerId first',
        params: idParams,
        body: reassignBodySchema.optional(),
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deletePerson(ctx, lifecycle, requireUser(request), request.params.id, request.body ?? {});
      return reply.status(204).send(null);
    },
  );
};
