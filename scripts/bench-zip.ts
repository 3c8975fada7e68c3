/**
 * The attachments zip case of `npm run bench`: the zip of 10 tasks with 10 attachments of 1 MB
 * each (100 MB of files), streamed and read to its last byte, against a budget of 50 MB of memory
 * growth (no duration budget; the duration is reported). Measured as scripts/bench-memory.ts
 * does, in the process (attachmentsZip) and over HTTP (GET /api/v1/tasks/attachments.zip).
 *
 * Set-up: ten tasks the busiest manager sees (the 2nd to the 11th newest: the newest is the
 * timeline case's), each given one comment by the manager with ten PDF attachments of random
 * bytes, written to the storage one at a time. The comments carry a body of their own, by which
 * a later run on a kept database finds them and removes them, files included, before it starts.
 */
import { randomBytes } from 'node:crypto';
import { pipeline } from 'node:stream/promises';
import { eq, inArray } from 'drizzle-orm';
import type { SessionUser } from '../shared/schemas/auth.schema.ts';
import { taskAttachments, taskTimeline } from '../server/db/schema.ts';
import type { AppContext } from '../server/lib/context.ts';
import type { Scope } from '../server/modules/users/users.queries.ts';
import { attachmentsZip } from '../server/modules/tasks/task-attachments.service.ts';
import { listTasks } from '../server/modules/tasks/tasks.service.ts';
import { sized } from './bench-sizes.ts';
import {
  budgetLine,
  countingSink,
  describeGrowth,
  garbageCollector,
  MB,
  measureGrowth,
  measureHttpDownload,
  describeServerGrowth,
  type ServerMemory,
} from './bench-memory.ts';

export const ZIP_TASKS = sized(10, 2);
export const ZIP_FILES_PER_TASK = sized(10, 2);
export const ZIP_FILE_BYTES = sized(MB, MB / 16);
export const ZIP_BUDGET = { growthMb: 50 };
/** What a zip may add to its files: headers, data descriptors and the central directory. */
const ZIP_MAX_OVERHEAD = 64 * 1024;
const ZIP_COMMENT_BODY = '<p>Bench: the files of the attachments zip case.</p>';

export interface ZipCase {
  taskIds: number[];
  /** The files' bytes, all together. */
  fileBytes: number;
}

/** The zip's path, as the web app asks for it from the task list. */
export const zipPath = (zipCase: ZipCase) =>
  `/api/v1/tasks/attachments.zip?${zipCase.taskIds.map((id) => `ids=${id}`).join('&')}`;

/** Removes the comments (and their attachments' files) of an earlier run on a kept database. */
async function removeEarlierZipCase(ctx: AppContext): Promise<void> {
  const earlier = await ctx.db
    .select({ id: taskTimeline.id, fileKey: taskAttachments.fileKey })
    .from(taskTimeline)
    .leftJoin(taskAttachments, eq(taskAttachments.commentId, taskTimeline.id))
    .where(eq(taskTimeline.body, ZIP_COMMENT_BODY));
  for (const { fileKey } of earlier) if (fileKey) await ctx.storage.remove(fileKey).catch(() => undefined);
  const ids = [...new Set(earlier.map((row) => row.id))];
  if (ids.length > 0) await ctx.db.delete(taskTimeline).where(inArray(taskTimeline.id, ids));
}

/** Sets the case up (see the top of this file). */
export async function prepareZipCase(ctx: AppContext, actor: SessionUser, scope: Scope): Promise<ZipCase> {
  await removeEarlierZipCase(ctx);
  const { items } = await listTasks(ctx, actor, scope, {
    tab: 'all',
    orderBy: 'createdAt',
    sort: 'desc',
    page: 1,
    pageSize: 15,
  });
  const taskIds = items.slice(1, 1 + ZIP_TASKS).map((task) => task.id);
  if (taskIds.length < ZIP_TASKS)
    throw new Error(`The busiest manager sees fewer than ${ZIP_TASKS + 1} tasks`);
  for (const taskId of taskIds) {
    const [comment] = await ctx.db
      .insert(taskTimeline)
      .values({ taskId, type: 'Timeline', authorId: actor.id, body: ZIP_COMMENT_BODY })
      .returning({ id: taskTimeline.id });
    const rows = [];
    for (let position = 1; position <= ZIP_FILES_PER_TASK; position++) {
      const fileKey = `attachments/${randomBytes(18).toString('base64url')}.pdf`;
      await ctx.storage.put(fileKey, randomBytes(ZIP_FILE_BYTES));
      rows.push({
        taskId,
        commentId: comment!.id,
        position,
        fileKey,
        fileName: `Report ${position}.pdf`,
        kind: 'pdf',
        mimeType: 'application/pdf',
        size: ZIP_FILE_BYTES,
      });
    }
    await ctx.db.insert(taskAttachments).values(rows);
  }
  return { taskIds, fileBytes: ZIP_TASKS * ZIP_FILES_PER_TASK * ZIP_FILE_BYTES };
}

const sizeOk = (zipCase: ZipCase, bytes: number) =>
  bytes > zipCase.fileBytes && bytes - zipCase.fileBytes < ZIP_MAX_OVERHEAD;

const describeSize = (zipCase: ZipCase, bytes: number) =>
  `${(bytes / MB).toFixed(1)} MB, +${((bytes - zipCase.fileBytes) / 1024).toFixed(1)} KB of zip`;

/** Runs of each measurement; one under --smoke, where collecting garbage around a run outlasts the run. */
const RUNS = sized(3, 1);

/** The server-side measurement: `runs` zips one after the other, read to their last byte. */
export async function benchZipServerSide(
  ctx: AppContext,
  actor: SessionUser,
  zipCase: ZipCase,
  runs = RUNS,
): Promise<void> {
  console.log(
    `\nZip of ${ZIP_TASKS} tasks × ${ZIP_FILES_PER_TASK} attachments of ${ZIP_FILE_BYTES / MB} MB ` +
      `(tasks ${zipCase.taskIds.join(', ')}), budget ${ZIP_BUDGET.growthMb} MB of resident memory growth:`,
  );
  const collect = garbageCollector();
  for (let run = 1; run <= runs; run++) {
    const { sink, seen } = countingSink();
    const growth = await measureGrowth(collect, async () => {
      const { stream } = await attachmentsZip(ctx, actor, { ids: zipCase.taskIds, from: 'task-list' });
      await pipeline(stream, sink);
    });
    if (!sizeOk(zipCase, seen.bytes))
      throw new Error(`The zip had ${seen.bytes} bytes for ${zipCase.fileBytes} bytes of files`);
    budgetLine(
      `server-side, run ${run} (${describeSize(zipCase, seen.bytes)})`,
      growth.ms,
      describeGrowth(growth),
      growth.rssMb >= ZIP_BUDGET.growthMb,
    );
  }
}

/** The HTTP measurement against the running server at `url`, signed in with `session`. */
export async function benchZipHttp(
  options: ServerMemory & { url: string; session: string; zipCase: ZipCase; runs?: number },
): Promise<boolean> {
  let ok = true;
  for (let run = 1; run <= (options.runs ?? RUNS); run++) {
    const got = await measureHttpDownload(
      `${options.url}${zipPath(options.zipCase)}`,
      options.session,
      options,
    );
    if (got.status !== 200 || !sizeOk(options.zipCase, got.bytes)) {
      console.log(`  HTTP zip failed: ${got.status}, ${got.bytes} bytes`);
      ok = false;
      continue;
    }
    budgetLine(
      `over HTTP, run ${run} (${describeSize(options.zipCase, got.bytes)})`,
      got.ms,
      describeServerGrowth(got),
      (got.growthMb ?? 0) >= ZIP_BUDGET.growthMb,
    );
  }
  return ok;
}
