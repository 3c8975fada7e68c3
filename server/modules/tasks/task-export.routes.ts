import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serialIdParam } from '../../../shared/schemas/common.schema.ts';
import {
  TASK_LIST_FILE_NAME,
  taskExportBodySchema,
  taskFileName,
} from '../../../shared/schemas/task-export.schema.ts';
import { taskListQuerySchema } from '../../../shared/schemas/tasks.schema.ts';
import type { AppContext } from '../../lib/context.ts';
import { downloadHeaders } from '../../lib/download.ts';
import { requireSession, requireUser } from '../../lib/session.plugin.ts';
import { resolveViewScope, viewAsOf } from '../users/users.queries.ts';
import { exportOneTask, exportSelectedTasks, exportTaskList } from './task-export.service.ts';

const tags = ['tasks'];
const CSV = 'text/csv; charset=utf-8';

/**
 * The task exports (spec 000 §9): Task_list.csv of a list or of selected rows, and one task's
 * file. The answers are streamed CSV, so they declare no response schema (as User_list.csv);
 * errors are the usual JSON bodies.
 */
export const taskExportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addHook('onRequest', requireSession);

  app.get(
    '/export.csv',
    {
      schema: {
        tags,
        summary:
          'Export all: Task_list.csv of every task of a list (the query of GET /tasks; page and pageSize are ignored), streamed',
        querystring: taskListQuerySchema,
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const scope = await resolveViewScope(ctx, user, viewAsOf(request.headers));
      const csv = await exportTaskList(ctx, user, scope, request.query);
      return reply.headers(downloadHeaders(TASK_LIST_FILE_NAME, CSV)).send(csv);
    },
  );

  app.post(
    '/export.csv',
    {
      schema: {
        tags,
        summary:
          'Task_list.csv of the selected tasks, in the order given; ids the caller cannot see are left out (none left: the header alone)',
        body: taskExportBodySchema,
      },
    },
    async (request, reply) => {
      const csv = await exportSelectedTasks(ctx, requireUser(request), request.body.ids);
      return reply.headers(downloadHeaders(TASK_LIST_FILE_NAME, CSV)).send(csv);
    },
  );

  app.get(
    '/:id/export.csv',
    {
      schema: {
        tags,
        summary: 'Task_Id-{id}.csv: one task',
        params: z.object({ id: serialIdParam() }),
      },
    },
    async (request, reply) => {
      const csv = await exportOneTask(ctx, requireUser(request), request.params.id);
      return reply.headers(downloadHeaders(taskFileName(request.params.id), CSV)).send(csv);
    },
  );
};
