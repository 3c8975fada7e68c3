import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taskAttachments, tasks } from '../../db/schema/tasks.ts';
import type { ScopeSqlInput } from '../users/users.queries.ts';
import { taskInSightSql } from './tasks.repository.ts';

export type AttachmentInsert = Omit<typeof taskAttachments.$inferInsert, 'id' | 'createdAt'>;

export async function insertAttachments(db: DbOrTx, rows: AttachmentInsert[]): Promise<void> {
  if (rows.length > 0) await db.insert(taskAttachments).values(rows);
}

/** One of the task's attachments (the caller has checked that the task is in sight). */
export async function findAttachment(db: DbOrTx, taskId: number, attachmentId: number) {
  const [row] = await db
    .select({
      fileKey: taskAttachments.fileKey,
      thumbnailKey: taskAttachments.thumbnailKey,
      fileName: taskAttachments.fileName,
      mimeType: taskAttachments.mimeType,
    })
    .from(taskAttachments)
    .where(and(eq(taskAttachments.id, attachmentId), eq(taskAttachments.taskId, taskId)));
  return row ?? null;
}

/** Whether an attachment row names the stored file (the sweep of files nothing refers to). */
export async function attachmentKeyInUse(db: DbOrTx, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: taskAttachments.id })
    .from(taskAttachments)
    .where(or(eq(taskAttachments.fileKey, key), eq(taskAttachments.thumbnailKey, key)))
    .limit(1);
  return row !== undefined;
}

/** Every stored file a row names (so that no row is found pointing at a missing file). */
export async function attachmentKeys(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ file: taskAttachments.fileKey, thumbnail: taskAttachments.thumbnailKey })
    .from(taskAttachments);
  return rows.flatMap((r) => (r.thumbnail ? [r.file, r.thumbnail] : [r.file]));
}

/**
 * The files of the given tasks that the scope sees, task by task in the order asked, each task's
 * files in the order they were attached.
 */
export async function findAttachmentsOfTasks(db: DbOrTx, scope: ScopeSqlInput, taskIds: number[]) {
  return db
    .select({
      taskId: taskAttachments.taskId,
      fileKey: taskAttachments.fileKey,
      fileName: taskAttachments.fileName,
      size: taskAttachments.size,
    })
    .from(taskAttachments)
    .innerJoin(tasks, eq(tasks.id, taskAttachments.taskId))
    .where(and(inArray(taskAttachments.taskId, taskIds), taskInSightSql(scope)))
    .orderBy(
      sql`array_position(${sql.param(taskIds)}::int[], ${taskAttachments.taskId})`,
      asc(taskAttachments.commentId),
      asc(taskAttachments.position),
    );
}
