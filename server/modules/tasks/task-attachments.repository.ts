import { and, eq, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { taskAttachments } from '../../db/schema.ts';

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
