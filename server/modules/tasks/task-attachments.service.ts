import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ATTACHMENT_MESSAGES,
  displayFileName,
  fileNameExtension,
} from '../../../shared/rules/attachments.ts';
import {
  attachmentsZipName,
  ZIP_MESSAGES,
  type AttachmentsZipQuery,
} from '../../../shared/schemas/task-attachments.schema.ts';
import type { SessionUser } from '../../../shared/schemas/auth.schema.ts';
import { authorize } from '../../lib/authorize.ts';
import type { AppContext } from '../../lib/context.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { identifyAttachment } from '../../lib/attachment-types.ts';
import { reencodeAttachmentImage } from '../../lib/images.ts';
import type { FileStorage, StoredFileOwner } from '../../lib/storage.ts';
import type { UploadedFile } from '../../lib/uploads.ts';
import { scopeOf } from '../users/users.queries.ts';
import { zipStream } from '../../lib/zip.ts';
import {
  attachmentKeyInUse,
  attachmentKeys,
  findAttachment,
  findAttachmentsOfTasks,
  type AttachmentInsert,
} from './task-attachments.repository.ts';
import { findVisibleTask } from './tasks.repository.ts';
import { TASK_POLICY } from './tasks.policy.ts';

/** Storage folders: the files as attached, and the small pictures the timeline shows. */
export const ATTACHMENT_FOLDER = 'attachments';
export const PREVIEW_FOLDER = 'previews';

/** Attachments and their previews, kept while an attachment names them. */
export const attachmentFiles: StoredFileOwner = {
  folders: [ATTACHMENT_FOLDER, PREVIEW_FOLDER],
  isInUse: attachmentKeyInUse,
  keysInUse: attachmentKeys,
};

export const ATTACHMENT_NOT_FOUND = 'Attachment not found.';

const newKey = (folder: string, extension: string) =>
  `${folder}/${randomBytes(18).toString('base64url')}.${extension}`;

/** An attachment checked and cleaned, ready to be stored. */
export interface PreparedAttachment {
  fileName: string;
  kind: string;
  mimeType: string;
  data: Buffer;
  thumbnail: Buffer | null;
}

/**
 * Checks each file by its content (the extension must agree) and re-encodes pictures, before
 * anything is stored: one refused file refuses the comment (415, the spec's message, with the
 * file's place under `files.N`).
 */
export async function prepareAttachments(files: UploadedFile[]): Promise<PreparedAttachment[]> {
  const prepared: PreparedAttachment[] = [];
  for (const [index, file] of files.entries()) {
    const refuse = (status: number, code: string, message: string) =>
      new AppError(status, code, message, { details: [{ path: `files.${index}`, message }] });
    const kind = await identifyAttachment(file.data, file.fileName);
    if (!kind) throw refuse(415, 'unsupported_file_type', ATTACHMENT_MESSAGES.type);
    const fileName = displayFileName(file.fileName);
    if (kind.ext !== 'jpg' && kind.ext !== 'png') {
      prepared.push({ fileName, kind: kind.ext, mimeType: kind.mime, data: file.data, thumbnail: null });
      continue;
    }
    try {
      const image = await reencodeAttachmentImage(file.data);
      prepared.push({
        fileName,
        kind: kind.ext,
        mimeType: kind.mime,
        data: image.data,
        thumbnail: image.thumbnail,
      });
    } catch (err) {
      if (err instanceof AppError) throw refuse(err.statusCode, err.code, err.message);
      throw err;
    }
  }
  return prepared;
}

/**
 * Writes prepared attachments to the storage under new keys and answers their rows for the
 * comment, with `remove` to take the files back when the comment is not saved after all.
 */
export async function storeAttachments(
  storage: FileStorage,
  prepared: PreparedAttachment[],
  owner: { taskId: number },
): Promise<{ rows: Array<Omit<AttachmentInsert, 'commentId'>>; remove: () => Promise<void> }> {
  const written: string[] = [];
  const remove = async () => {
    await Promise.all(written.map((key) => storage.remove(key).catch(() => undefined)));
  };
  const rows: Array<Omit<AttachmentInsert, 'commentId'>> = [];
  try {
    for (const [index, file] of prepared.entries()) {
      const fileKey = newKey(ATTACHMENT_FOLDER, file.kind);
      await storage.put(fileKey, file.data);
      written.push(fileKey);
      let thumbnailKey: string | null = null;
      if (file.thumbnail) {
        thumbnailKey = newKey(PREVIEW_FOLDER, file.kind);
        await storage.put(thumbnailKey, file.thumbnail);
        written.push(thumbnailKey);
      }
      rows.push({
        taskId: owner.taskId,
        position: index + 1,
        fileKey,
        thumbnailKey,
        fileName: file.fileName,
        kind: file.kind,
        mimeType: file.mimeType,
        size: file.data.length,
      });
    }
  } catch (err) {
    await remove();
    throw err;
  }
  return { rows, remove };
}

export interface AttachmentDownload {
  stream: Readable;
  size: number;
  fileName: string;
  mimeType: string;
}

/**
 * An attachment's file (or its thumbnail), for those who may see its task: anyone else, and a
 * task without such an attachment, get the same 404.
 */
export async function openAttachment(
  ctx: AppContext,
  actor: SessionUser,
  taskId: number,
  attachmentId: number,
  which: 'file' | 'thumbnail',
): Promise<AttachmentDownload> {
  authorize(TASK_POLICY, actor, 'view', await findVisibleTask(ctx.db, scopeOf(actor), taskId));
  const row = await findAttachment(ctx.db, taskId, attachmentId);
  const key = which === 'file' ? row?.fileKey : row?.thumbnailKey;
  if (!row || !key) throw notFound(ATTACHMENT_NOT_FOUND);
  const file = await ctx.storage.read(key);
  if (!file) throw notFound(ATTACHMENT_NOT_FOUND);
  return { ...file, fileName: row.fileName, mimeType: row.mimeType };
}

/**
 * The files of the chosen tasks the caller sees, as one zip streamed as it is written: file1,
 * file2… in the order of the tasks and their comments, each with its original extension (txt
 * when it had none). 404 when none of them has a file.
 */
export async function attachmentsZip(
  ctx: AppContext,
  actor: SessionUser,
  query: AttachmentsZipQuery,
): Promise<{ fileName: string; stream: Readable }> {
  const rows = await findAttachmentsOfTasks(ctx.db, scopeOf(actor), query.ids);
  if (rows.length === 0) throw new AppError(404, 'no_attachments', ZIP_MESSAGES.none);
  const entries = rows.map((row, index) => ({
    name: `file${index + 1}.${fileNameExtension(row.fileName) ?? 'txt'}`,
    size: row.size,
    open: async () => {
      const file = await ctx.storage.read(row.fileKey);
      if (!file) throw new Error(`Attachment file missing from storage: ${row.fileKey}`);
      return file.stream;
    },
  }));
  const stream = zipStream(entries, (err) => ctx.logger.error({ err }, 'attachment zip failed'));
  return { fileName: attachmentsZipName(query.from, query.ids), stream };
}
