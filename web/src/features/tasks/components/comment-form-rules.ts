import { z } from 'zod';
import {
  COMMENT_MAX_LENGTH,
  COMMENT_MESSAGES,
  commentBodySchema,
} from '../../../../../shared/schemas/task-comments.schema.ts';
import { ApiError, isApiError } from '../../../lib/api-client.ts';

/** The server's refusal of the comment's text (422 under `body`), if it is one. */
export function bodyError(error: unknown): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return error.details.find((detail) => detail.path === 'body')?.message ?? null;
}

/** The server's refusal of the files (too many, too large, a type not accepted), if it is one. */
function filesError(error: unknown): string | null {
  if (!isApiError(error)) return null;
  if (error.status === 413 || error.status === 415) return error.message;
  return error.details.some((detail) => detail.path.startsWith('files')) ? error.message : null;
}

/**
 * A refusal of the files as a 422 detail on the form's `files` field (where the form shows it),
 * the text's own detail kept; any other error as it came.
 */
export function withFilesDetail(error: unknown): unknown {
  const refusedFiles = filesError(error);
  if (!refusedFiles || !isApiError(error)) return error;
  const body = bodyError(error);
  return new ApiError(422, error.code, refusedFiles, [
    { path: 'files', message: refusedFiles },
    ...(body ? [{ path: 'body', message: body }] : []),
  ]);
}

/** Whether the editor's HTML passes the shared limit (the editor then says so under the text). */
export function commentTooLong(html: string): boolean {
  return html.length > COMMENT_MAX_LENGTH;
}

/** A problem the form can tell before sending: nothing to send, or too much text. */
export function commentProblem(html: string, isEmpty: boolean, emptyMessage: string): string | null {
  if (isEmpty) return emptyMessage;
  return commentTooLong(html) ? COMMENT_MESSAGES.tooLong : null;
}

/** The new comment as typed: the editor's HTML ('' with no text) and the files attached. */
export interface CommentValues {
  body: string;
  files: File[];
}

/** The shared schema of the text, and spec 000 §5: text or an attachment. */
export const commentFormSchema = commentBodySchema
  .extend({ files: z.array(z.custom<File>()) })
  .refine((values) => values.body !== '' || values.files.length > 0, {
    error: COMMENT_MESSAGES.empty,
    path: ['body'],
  });
