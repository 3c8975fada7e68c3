import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { historyPageSchema, historyQuerySchema } from '../../../shared/schemas/history.schema.ts';
import { getTaskHistory } from './task-history.service.ts';
import { z } from 'zod';
import {
  errorBodySchema,
  idempotencyKeyHeadersSchema,
  serialIdParam,
} from '../../../shared/schemas/common.schema.ts';
import {
  createTaskBodySchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  personTaskSummarySchema,
  taskFormOptionsSchema,
  taskCountResponseSchema,
  taskIdsBodySchema,
  taskListQuerySchema,
  taskListResponseSchema,
  taskSchema,
  taskStatusBodySchema,
  updateTaskBodySchema,
} from '../../../shared/schemas/tasks.schema.ts';
import { timelinePageSchema, timelineQuerySchema } from '../../../shared/schemas/task-timeline.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { personSectionRoute } from '../../lib/person-section.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { resolveViewScope, viewAsOf } from '../users/users.queries.ts';
import { sendOverdueReminder } from './task-overdue.service.ts';
import { getTaskTimeline } from './task-timeline.service.ts';
import {
  countTasksOfList,
  createTask,
  deleteTasks,
  getDashboard,
  getPersonTaskSummary,
  getTask,
  getTaskFormOptions,
  listTasks,
  moveTask,
  stopRepeating,
  restoreTasks,
  updateTask,
} from './tasks.service.ts';

const tags = ['tasks'];
const errors = { 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema, 422: errorBodySchema };
const idParams = z.object({ id: serialIdParam() });
const countSchema = z.object({ count: z.number().int() });

export const tasksRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'A task list tab, for the caller or whom the hierarchy selector chose',
        querystring: taskListQuerySchema,
        response: { 200: taskListResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await resolveViewScope(ctx, user, viewAsOf(request.headers));
      return listTasks(ctx, user, scope, request.query);
    },
  );

  app.get(
    '/count',
    {
      schema: {
        tags,
        summary: 'How many tasks a task list has (the total a searched list may leave out)',
        querystring: taskListQuerySchema,
        response: { 200: taskCountResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await resolveViewScope(ctx, user, viewAsOf(request.headers));
      return { total: await countTasksOfList(ctx, scope, request.query) };
    },
  );

  app.get(
    '/form-options',
    {
      schema: {
        tags,
        summary: 'Projects (with their users) the caller may file tasks under, and the due-date range',
        response: { 200: taskFormOptionsSchema, ...errors },
      },
    },
    async (request) => getTaskFormOptions(ctx, requireUser(request)),
  );

  app.get(
    '/:id',
    {
      schema: { tags, summary: 'One task', params: idParams, response: { 200: taskSchema, ...errors } },
    },
    async (request) => getTask(ctx, requireUser(request), request.params.id),
  );

  app.get(
    '/:id/timeline',
    {
      schema: {
        tags,
        summary: "A page of a task's timeline, newest first; `before` is the previous page's nextCursor",
        params: idParams,
        querystring: timelineQuerySchema,
        response: { 200: timelinePageSchema, ...errors },
      },
    },
    async (request) => getTaskTimeline(ctx, requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/:id/history',
    {
      schema: {
        tags,
        summary:
          'A page of a task’s own changes (its events), newest first; `before` is the previous page’s nextCursor',
        params: idParams,
        querystring: historyQuerySchema,
        response: { 200: historyPageSchema, ...errors },
      },
    },
    async (request) => getTaskHistory(ctx, requireUser(request), request.params.id, request.query),
  );

  app.post(
    '/',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Add a task (CreateTask)',
        headers: idempotencyKeyHeadersSchema,
        body: createTaskBodySchema,
        response: { 201: taskSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createTask(ctx, requireUser(request), request.body)),
  );

  app.put(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Edit a task (EditTask; Closed needs CloseTask, Completed a comment)',
        params: idParams,
        body: updateTaskBodySchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => updateTask(ctx, requireUser(request), request.params.id, request.body),
  );

  app.patch(
    '/:id/status',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary:
          'Move a task to another status (the board), by the edit form’s rules; `comment` adds a Timeline comment in the same transaction (Completed needs one)',
        params: idParams,
        headers: idempotencyKeyHeadersSchema,
        body: taskStatusBodySchema,
        response: { 200: taskSchema, ...errors },
      },
    },
    async (request) => moveTask(ctx, requireUser(request), request.params.id, request.body),
  );

  app.post(
    '/:id/stop-repeating',
    {
      schema: {
        tags,
        summary: 'End the series of a repeating task: no more of it are added (its tasks stay)',
        params: idParams,
        response: { 200: taskSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => stopRepeating(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/:id/overdue-reminder',
    {
      schema: {
        tags,
        summary: 'Mail the assignee of an overdue task a reminder (once a day per task)',
        params: idParams,
        response: { 200: taskSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request) => sendOverdueReminder(ctx, requireUser(request), request.params.id),
  );

  app.post(
    '/delete',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Delete tasks (DeleteTask); they move to the Deleted tab',
        headers: idempotencyKeyHeadersSchema,
        body: taskIdsBodySchema,
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => ({ count: await deleteTasks(ctx, requireUser(request), request.body.taskIds) }),
  );

  app.post(
    '/restore',
    {
      config: { idempotent: true },
      schema: {
        tags,
        summary: 'Restore deleted tasks (DeleteTask); they come back as New',
        headers: idempotencyKeyHeadersSchema,
        body: taskIdsBodySchema,
        response: { 200: countSchema, ...errors },
      },
    },
    async (request) => ({ count: await restoreTasks(ctx, requireUser(request), request.body.taskIds) }),
  );
};

export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);
  app.get(
    '/',
    {
      schema: {
        tags: ['dashboard'],
        summary: 'The task counts and My Tasks of the caller, or whom the hierarchy selector chose',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const scope = await resolveViewScope(ctx, user, viewAsOf(request.headers));
      return getDashboard(ctx, user, scope, request.query);
    },
  );
};

/** A person's tasks on their page, under /users/{id} beside their profile. */
export const personTasksRoutes = personSectionRoute(
  'task-summary',
  {
    tags,
    summary:
      "A person's tasks among those the caller's lists show: open (due first), done last, and their counts",
    response: personTaskSummarySchema,
  },
  getPersonTaskSummary,
);
